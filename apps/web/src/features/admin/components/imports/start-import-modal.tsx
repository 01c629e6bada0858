import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useNavigate } from 'react-router';
import {
  startImportBodySchema,
  type ImportCheck,
  type ImportSource,
} from '@kontor/core/schemas/imports';
import { FormModal, type ModalControl } from '../../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../../components/form/use-schema-form.ts';
import { notify } from '../../../../lib/notify.ts';
import { useCheckImportSource, useStartImport } from '../../api/imports.ts';
import { messages } from '../../messages.ts';

const text = messages.imports;
const sourceKey = (s: ImportSource) =>
  JSON.stringify([s.serverUrl.trim(), s.appId.trim(), s.masterKey]);

/**
 * 'Neuer Import': Server-URL, App-ID, Master-Key, 'Probelauf'. Starting checks the connection
 * first ('Verbindung prüfen' does only that); a source with several projects then asks which
 * one. The master key goes to the server with the start and is never shown again.
 */
export function StartImportModal(modal: ModalControl) {
  const navigate = useNavigate();
  const { form, handleSubmit, showServerError } = useSchemaForm({
    schema: startImportBodySchema,
    initialValues: { serverUrl: '', appId: '', masterKey: '', project: '', dryRun: true },
  });
  const check = useCheckImportSource();
  const start = useStartImport();
  const [checked, setChecked] = useState<{ key: string; result: ImportCheck } | null>(null);
  const values = form.getValues();
  const source = { serverUrl: values.serverUrl, appId: values.appId, masterKey: values.masterKey };
  const result = checked?.key === sourceKey(source) ? checked.result : null;

  async function checkSource(): Promise<ImportCheck | null> {
    if (result) return result;
    try {
      const answer = await check.mutateAsync(source);
      setChecked({ key: sourceKey(source), result: answer });
      return answer;
    } catch (error) {
      showServerError(error);
      return null;
    }
  }

  function validateSource() {
    const errors = ['serverUrl', 'appId', 'masterKey'].map((field) => form.validateField(field));
    return !errors.some((e) => e.hasError);
  }

  const close = () => {
    setChecked(null);
    modal.onClose();
  };

  const submit = handleSubmit(async (body) => {
    const found = await checkSource();
    if (!found) return;
    if (found.projects.length > 1 && !body.project) {
      form.setFieldError('project', text.projectRequired);
      return;
    }
    start.mutate(body, {
      onSuccess: (run) => {
        notify.success(run.dryRun ? text.startedDryRun : text.started);
        close();
        void navigate(`/admin/import/${run.id}`);
      },
      onError: showServerError,
    });
  });

  return (
    <FormModal
      opened={modal.opened}
      onClose={close}
      title={text.startTitle}
      form={form}
      onSubmit={submit}
      submitLabel={values.dryRun ? text.startDryRun : text.startImport}
      loading={start.isPending || check.isPending}
      size="lg"
      fullScreenOnPhone
    >
      <Stack gap="sm">
        <TextInput
          label={text.serverUrl}
          description={text.serverUrlHint}
          placeholder="https://parse.example.de/parse"
          type="url"
          required
          data-autofocus
          {...form.getInputProps('serverUrl')}
        />
        <TextInput label={text.appId} required {...form.getInputProps('appId')} />
        <PasswordInput
          label={text.masterKey}
          description={text.masterKeyHint}
          required
          autoComplete="off"
          {...form.getInputProps('masterKey')}
        />
        <div>
          <Button
            variant="default"
            loading={check.isPending}
            onClick={() => {
              if (validateSource()) void checkSource();
            }}
          >
            {text.check}
          </Button>
        </div>
        {result ? <CheckResult result={result} /> : null}
        {result && result.projects.length > 1 ? (
          <Select
            label={text.project}
            description={text.projectHint}
            data={result.projects}
            required
            allowDeselect={false}
            {...form.getInputProps('project')}
          />
        ) : null}
        {result && result.projects.length === 0 ? (
          <TextInput label={text.projectFree} required {...form.getInputProps('project')} />
        ) : null}
        <Checkbox
          label={text.dryRunLabel}
          {...form.getInputProps('dryRun', { type: 'checkbox' })}
        />
      </Stack>
    </FormModal>
  );
}

function CheckResult({ result }: { result: ImportCheck }) {
  const [only] = result.projects;
  return (
    <Alert color={result.projects.length === 0 ? 'yellow' : 'green'} variant="light">
      <Text size="sm">
        {text.checkOk}{' '}
        {result.projects.length === 0
          ? text.checkNone
          : only && result.projects.length === 1
            ? text.checkOne(only)
            : null}
      </Text>
    </Alert>
  );
}
