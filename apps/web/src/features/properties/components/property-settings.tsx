import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArchive, IconArchiveOff, IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  MAX_ADDRESS_LINES,
  MAX_ASSIGNED_STAFF,
  updatePropertyBodySchema,
  type PropertyDetail,
} from '@kontor/core/schemas/properties';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useLeaveGuard } from '../../../components/form/use-leave-guard.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useMembers } from '../api/get-members.ts';
import { propertyQueryKey } from '../api/get-property.ts';
import { useUpdateProperty } from '../api/update-property.ts';
import { messages } from '../messages.ts';

interface PropertySettingsProps {
  projectId: string;
  property: PropertyDetail;
}

/**
 * Einstellungen tab: address, key number, info and assigned staff with a save button, and archiving
 * behind a confirmation. Failed saves keep the input and show the server's message.
 */
export function PropertySettings({ projectId, property }: PropertySettingsProps) {
  const queryClient = useQueryClient();
  const members = useMembers(projectId);
  const updateMutation = useUpdateProperty(projectId);
  // The version this form last saw; sent with every write (optimistic locking).
  const { form, handleSubmit, showServerError } = useSchemaForm({
    schema: updatePropertyBodySchema,
    initialValues: {
      version: property.version,
      settings: {
        address: property.settings.address,
        keyNumber: property.settings.keyNumber ?? ('' as number | string),
        info: property.settings.info,
      },
      assignedStaff: property.assignedStaff.map((s) => s.id),
    },
    toBody: (values) => ({
      ...values,
      settings: {
        ...values.settings,
        keyNumber: values.settings.keyNumber === '' ? null : Number(values.settings.keyNumber),
      },
    }),
  });
  const leaveGuard = useLeaveGuard(form.isDirty());
  const staff = form.getValues().assignedStaff;
  const [confirming, setConfirming] = useState(false);
  // Fixed when the dialog opens, so its texts do not flip while it fades out after success.
  const [confirmArchive, setConfirmArchive] = useState(true);
  const [pendingAction, setPendingAction] = useState<'save' | 'archive' | null>(null);

  const staffOptions = new Map<string, string>();
  for (const s of property.assignedStaff) staffOptions.set(s.id, s.name);
  for (const m of members.data ?? []) staffOptions.set(m.id, m.name);
  const staffData = [...staffOptions].map(([value, label]) => ({ value, label }));

  function handleError(error: unknown) {
    if (error instanceof ApiError && error.status === 409 && !error.hasFieldErrors) {
      form.clearErrors();
      notify.error(messages.conflict);
      void queryClient.invalidateQueries({ queryKey: propertyQueryKey(projectId, property.id) });
      return;
    }
    showServerError(error);
  }

  /** The saved version is the base of the next write; what is saved is no longer a change. */
  function takeVersion(version: number, savedValues = form.getInitialValues()) {
    form.setFieldValue('version', version);
    form.resetDirty({ ...savedValues, version });
  }

  const save = handleSubmit((body) => {
    const submitted = form.getValues();
    setPendingAction('save');
    updateMutation.mutate(
      { propertyId: property.id, body },
      {
        onSuccess: (saved) => {
          takeVersion(saved.version, submitted);
          notify.success(messages.updated);
        },
        onError: handleError,
        onSettled: () => setPendingAction(null),
      },
    );
  });

  function toggleArchived() {
    const archived = confirmArchive;
    setPendingAction('archive');
    updateMutation.mutate(
      { propertyId: property.id, body: { version: form.getValues().version, archived } },
      {
        onSuccess: (saved) => {
          takeVersion(saved.version);
          setConfirming(false);
          notify.success(archived ? messages.archived : messages.unarchived);
        },
        onError: (error) => {
          setConfirming(false);
          handleError(error);
        },
        onSettled: () => setPendingAction(null),
      },
    );
  }

  return (
    <Stack gap="lg" maw={720}>
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <Textarea
              label={messages.address}
              description={messages.addressHint}
              {...form.getInputProps('settings.address')}
              autosize
              minRows={2}
              maxRows={MAX_ADDRESS_LINES}
              maw={480}
            />
            <NumberInput
              label={messages.keyNumber}
              {...form.getInputProps('settings.keyNumber')}
              allowDecimal={false}
              hideControls
              maw={240}
            />
            <Textarea
              label={messages.info}
              {...form.getInputProps('settings.info')}
              autosize
              minRows={3}
              maxRows={10}
            />
            <MultiSelect
              label={messages.staff}
              placeholder={staff.length === 0 ? messages.staffPlaceholder : undefined}
              data={staffData}
              {...form.getInputProps('assignedStaff')}
              searchable
              clearable
              maxValues={MAX_ASSIGNED_STAFF}
              nothingFoundMessage={messages.staffNothingFound}
              error={
                form.errors.assignedStaff ??
                (members.isError ? messages.staffLoadFailed : undefined)
              }
              rightSectionPointerEvents={staff.length > 0 ? 'all' : 'none'}
              clearButtonProps={{ 'aria-label': 'Auswahl leeren' }}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconDeviceFloppy size={16} />}
                loading={pendingAction === 'save'}
                disabled={pendingAction === 'archive'}
              >
                {messages.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={3} size="h5">
            {messages.archiveSection}
          </Title>
          {property.archived ? (
            <Alert color="yellow" variant="light">
              {messages.archivedHint}
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {messages.archiveHint}
            </Text>
          )}
          <Divider />
          <Group>
            {property.archived ? (
              <Button
                variant="light"
                leftSection={<IconArchiveOff size={16} />}
                onClick={() => {
                  setConfirmArchive(false);
                  setConfirming(true);
                }}
              >
                {messages.unarchive}
              </Button>
            ) : (
              <Button
                variant="light"
                color="red"
                leftSection={<IconArchive size={16} />}
                onClick={() => {
                  setConfirmArchive(true);
                  setConfirming(true);
                }}
              >
                {messages.archive}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>

      <ConfirmDialog
        opened={confirming}
        title={confirmArchive ? messages.archiveTitle : messages.unarchive}
        message={confirmArchive ? messages.archiveConfirm : messages.unarchiveConfirmText}
        confirmLabel={confirmArchive ? messages.archiveConfirmButton : messages.unarchive}
        danger={confirmArchive}
        loading={pendingAction === 'archive'}
        onConfirm={toggleArchived}
        onClose={() => setConfirming(false)}
      />
      {leaveGuard}
    </Stack>
  );
}
