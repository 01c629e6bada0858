import {
  Button,
  Group,
  Input,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { projectSettingsSchema, type ProjectSettings } from '@kontor/core/schemas/project-settings';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { useShell } from '../../../lib/active-project.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { useProjectSettings, useSaveProjectSettings } from '../api/project-settings.ts';
import { messages } from '../messages.ts';

/** The 'Einstellungen' tab: project, e-mail and site settings in one form. */
export function SettingsTab({ projectId }: { projectId: string }) {
  const query = useProjectSettings(projectId);
  if (query.isError) return <QueryError query={query} />;
  if (!query.data) return <Loader role="status" aria-label={messages.slotLoading} />;
  // Mounted once per project: a remount after saving would swallow the save's feedback.
  return <SettingsForm key={projectId} projectId={projectId} saved={query.data} />;
}

function SettingsForm({ projectId, saved }: { projectId: string; saved: ProjectSettings }) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: projectSettingsSchema,
    initialValues: saved,
  });
  const save = useSaveProjectSettings(projectId);
  const { project: active, switchProject } = useShell();
  const activeId = active?.id ?? null;
  const input = (path: string) => form.getInputProps(path);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) =>
        save.mutate(
          body,
          savedThen(messages.saved, () => undefined),
        ),
      )}
    >
      <Stack gap="lg" maw={880}>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="md">
            {messages.projectSection}
          </Title>
          <Stack gap="md">
            <TextInput label={messages.projectName} required {...input('name')} />
            <Textarea
              label={messages.projectDescription}
              autosize
              minRows={2}
              {...input('description')}
            />
            <Input.Wrapper label={messages.logo} error={form.errors.logo}>
              {/* The picker browses the active project's images. */}
              {activeId === projectId ? (
                <div>
                  <ImagePicker
                    label={messages.logo}
                    value={form.getValues().logo}
                    max={1}
                    size="lg"
                    onChange={(value) =>
                      form.setFieldValue('logo', typeof value === 'string' ? value : null)
                    }
                  />
                </div>
              ) : (
                <Group gap="sm">
                  <Text c="dimmed" size="sm">
                    {messages.logoOtherProject}
                  </Text>
                  <Button variant="default" size="xs" onClick={() => switchProject(projectId)}>
                    {messages.switchProject}
                  </Button>
                </Group>
              )}
            </Input.Wrapper>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="md">
            {messages.emailSection}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={messages.senderName} {...input('email.senderName')} />
            <TextInput
              label={messages.senderAddress}
              type="email"
              {...input('email.senderAddress')}
            />
            <TextInput label={messages.replyTo} type="email" {...input('email.replyTo')} />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="md">
            {messages.siteSection}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={messages.domain} placeholder="verein.de" {...input('site.domain')} />
            <TextInput
              label={messages.primaryColor}
              placeholder="#1c7ed6"
              {...input('site.primaryColor')}
            />
            <TextInput
              label={messages.secondaryColor}
              placeholder="#2f9e44"
              {...input('site.secondaryColor')}
            />
            <TextInput
              label={messages.tertiaryColor}
              placeholder="#f08c00"
              {...input('site.tertiaryColor')}
            />
          </SimpleGrid>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {messages.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
