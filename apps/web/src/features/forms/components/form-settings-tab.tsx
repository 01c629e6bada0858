import {
  Button,
  Divider,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { FORM_RETENTION_DAYS, formUpdateSchema, type Form } from '@kontor/core/schemas/forms';
import { AutosaveIndicator } from '../../../components/form/autosave-indicator.tsx';
import { AutosaveLeaveGuard } from '../../../components/form/autosave-leave-guard.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { notify } from '../../../lib/notify.ts';
import { messages, retentionLabel } from '../messages.ts';
import { FormRecipients, type SettingsValues } from './form-recipients.tsx';
import { SettingsConflict } from './settings-conflict.tsx';
import { TestMail } from './test-mail.tsx';
import { useSettingsAutosave } from './use-settings-autosave.ts';
import { DomainSettingLink } from '../../../components/domain-setting-link.tsx';

const RETENTION_OPTIONS = FORM_RETENTION_DAYS.map((days) => ({
  value: String(days),
  label: retentionLabel(days),
}));

/**
 * Einstellungen (spec 001 §2, §5): notification with up to 5 recipients, the automatic
 * response (text and sender disabled while it is off; the sender ends in the site's domain),
 * consent text, retention period, static form, and 'Test E-Mail senden'.
 */
export function FormSettingsTab({ projectId, form: record }: { projectId: string; form: Form }) {
  const { form, handleSubmit } = useSchemaForm({
    schema: formUpdateSchema,
    initialValues: { version: record.version, settings: record.settings } as SettingsValues,
  });
  const autosave = useSettingsAutosave(projectId, record, form);
  const { saver, state } = autosave;
  const { settings } = form.getValues();
  const domainHint = record.siteDomain ? (
    messages.senderDomain(record.siteDomain)
  ) : (
    <>
      {messages.senderNoDomain}{' '}
      <DomainSettingLink projectId={projectId} label={messages.openProjectSettings} />
    </>
  );

  // 'Speichern' saves at once what the auto-save would save after 2 s.
  const save = handleSubmit((body) => {
    if (body.settings) saver.change(body.settings);
    void saver.flush().then((saved) => saved && notify.success(messages.saved));
  });

  return (
    <Stack gap="lg" maw={720}>
      <AutosaveIndicator
        status={state.status}
        error={state.status === 'failed' ? errorMessage(state.error) : undefined}
        onRetry={saver.retry}
      />
      {autosave.conflict ? (
        <SettingsConflict
          mine={settings}
          current={autosave.conflict.current}
          onKeepMine={autosave.keepMine}
          onTakeTheirs={autosave.takeTheirs}
        />
      ) : null}
      <Paper withBorder p="md" radius="md" component="form" onSubmit={save} noValidate>
        <Stack gap="md">
          <Switch
            label={messages.notification}
            description={messages.notificationHint}
            {...form.getInputProps('settings.notification', { type: 'checkbox' })}
          />
          <FormRecipients form={form} />
          <Divider />
          <Switch
            label={messages.response}
            description={messages.responseHint}
            {...form.getInputProps('settings.response', { type: 'checkbox' })}
          />
          <Textarea
            label={messages.responseText}
            autosize
            minRows={3}
            disabled={!settings.response}
            {...form.getInputProps('settings.notificationText')}
          />
          <TextInput
            type="email"
            label={messages.senderEmail}
            description={domainHint}
            disabled={!settings.response}
            {...form.getInputProps('settings.senderEmail')}
          />
          <Divider />
          <Textarea
            label={messages.consentText}
            description={messages.consentHint}
            autosize
            minRows={3}
            {...form.getInputProps('settings.consentText')}
          />
          <Select
            label={messages.retention}
            description={messages.retentionHint}
            data={RETENTION_OPTIONS}
            allowDeselect={false}
            value={String(settings.retentionDays)}
            onChange={(value) => form.setFieldValue('settings.retentionDays', Number(value))}
            error={form.errors['settings.retentionDays']}
          />
          <Switch
            label={messages.staticFormLabel}
            description={messages.staticFormHint}
            {...form.getInputProps('settings.staticForm', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={state.status === 'saving'}
            >
              {messages.save}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {messages.testMailTitle}
          </Title>
          <TestMail projectId={projectId} formId={record.id} />
        </Stack>
      </Paper>
      <AutosaveLeaveGuard saver={saver} />
    </Stack>
  );
}
