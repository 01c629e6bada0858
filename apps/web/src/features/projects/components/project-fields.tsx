import { TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { messages } from '../messages.ts';

/** Name and description, alike when a project is created and when it is edited. */
export function ProjectFields<V extends { name: string; description: string }>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  return (
    <>
      <TextInput
        label={messages.name}
        {...form.getInputProps('name')}
        required
        maxLength={60}
        data-autofocus
      />
      <Textarea
        label={messages.description}
        {...form.getInputProps('description')}
        autosize
        minRows={3}
        maxRows={8}
      />
    </>
  );
}
