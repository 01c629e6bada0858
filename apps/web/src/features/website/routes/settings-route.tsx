import { Button, Group, Input, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  websiteSettingsUpdateSchema,
  type WebsiteSettingsAnswer,
} from '@kontor/core/schemas/website';
import { DomainSettingLink } from '../../../components/domain-setting-link.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { HexColourInput } from '../../../components/form/hex-colour-input.tsx';
import { useLeaveGuard } from '../../../components/form/use-leave-guard.tsx';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useProjectId } from '../../../lib/active-project.ts';
import { useSaveWebsiteSettings, useWebsiteSettings } from '../api/website-settings-api.ts';
import { messages } from '../messages.ts';

const COLOURS = ['primaryColor', 'secondaryColor', 'tertiaryColor'] as const;
const LOGOS = ['logo', 'logoSquare'] as const;

function SettingsForm({ projectId, saved }: { projectId: string; saved: WebsiteSettingsAnswer }) {
  const save = useSaveWebsiteSettings(projectId);
  const { domain: _domain, ...editable } = saved;
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: websiteSettingsUpdateSchema,
    initialValues: editable,
  });
  const guard = useLeaveGuard(form.isDirty());
  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) =>
        save.mutate(
          body,
          savedThen(messages.saved, () => form.resetDirty()),
        ),
      )}
    >
      <Stack gap="lg" maw={880}>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            {messages.settings.colours}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {messages.settings.sharedHint}
          </Text>
          <Text size="sm" mb="md">
            {saved.domain ? messages.settings.domain(saved.domain) : messages.settings.noDomain}{' '}
            <DomainSettingLink projectId={projectId} label={messages.settings.changeDomain} />
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {COLOURS.map((key) => (
              <HexColourInput
                key={key}
                label={messages.settings[key]}
                {...form.getInputProps(key)}
              />
            ))}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            {messages.settings.images}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {messages.settings.logoHint}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {LOGOS.map((key) => (
              <Input.Wrapper key={key} label={messages.settings[key]} error={form.errors[key]}>
                <div>
                  <ImagePicker
                    label={messages.settings[key]}
                    value={form.getValues()[key]}
                    max={1}
                    size="lg"
                    onChange={(value) =>
                      form.setFieldValue(key, typeof value === 'string' ? value : null)
                    }
                  />
                </div>
              </Input.Wrapper>
            ))}
          </SimpleGrid>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {messages.save}
          </Button>
        </Group>
      </Stack>
      {guard}
    </form>
  );
}

/** Route /website/settings: the site's colours, logo and square logo (favicon). */
export function SettingsRoute() {
  const projectId = useProjectId();
  const query = useWebsiteSettings(projectId);
  return (
    <Stack gap="lg">
      <PageHeader title={messages.settings.title} description={messages.settings.description} />
      {query.isError ? <QueryError query={query} /> : null}
      {query.data ? (
        <SettingsForm key={projectId} projectId={projectId} saved={query.data} />
      ) : query.isError ? null : (
        <Loader role="status" aria-label={messages.loading} />
      )}
    </Stack>
  );
}
