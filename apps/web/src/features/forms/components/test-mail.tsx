import { Button, Group, TextInput } from '@mantine/core';
import { testMailSchema } from '@kontor/core/schemas/forms';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSendTestMail } from '../api/forms.ts';
import { messages } from '../messages.ts';

/** 'Test E-Mail senden' (spec 001 §7): a sample mail of the form to one address. */
export function TestMail({ projectId, formId }: { projectId: string; formId: string }) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: testMailSchema,
    initialValues: { email: '' },
  });
  const send = useSendTestMail(projectId, formId);
  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) =>
        send.mutate(
          body,
          savedThen(messages.testMailSent, () => form.resetDirty()),
        ),
      )}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          style={{ flex: '1 1 240px' }}
          type="email"
          label={messages.testMailAddress}
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" variant="default" mt={25} loading={send.isPending}>
          {messages.testMailSend}
        </Button>
      </Group>
    </form>
  );
}
