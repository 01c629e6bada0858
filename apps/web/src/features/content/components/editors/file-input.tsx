import { useState } from 'react';
import { Anchor, FileButton, Group, Progress, Stack, Text, Button } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { errorMessage } from '../../../../lib/api-client.ts';
import { uploadContentFile } from '../../api/content-api.ts';

export interface StoredFile {
  name: string;
  url: string;
}

interface Props {
  projectId: string;
  /** The content type (its upload route). */
  type: string;
  label: string;
  required: boolean;
  value: StoredFile | null;
  onChange: (file: StoredFile) => void;
  error?: string;
}

/** A file field: uploaded at once with progress, kept by the server until the item is saved. */
export function FileInput({ projectId, type, label, required, value, onChange, error }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      onChange(await uploadContentFile(projectId, type, file, setProgress));
    } catch (cause) {
      setFailure(errorMessage(cause));
    } finally {
      setProgress(null);
    }
  }

  const message = failure ?? error;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} component="span">
        {label}
        {required ? ' *' : ''}
      </Text>
      <Group gap="sm">
        {value ? (
          <Anchor href={value.url} target="_blank" rel="noopener" size="sm">
            {value.name}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            Keine Datei ausgewählt
          </Text>
        )}
        <FileButton onChange={(file) => void upload(file)} accept=".pdf,.doc,.docx">
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconFileUpload size={14} aria-hidden />}
              loading={progress !== null}
              aria-label={`${label}: ${value ? 'Datei ersetzen' : 'Datei hochladen'}`}
            >
              {value ? 'Datei ersetzen' : 'Datei hochladen'}
            </Button>
          )}
        </FileButton>
      </Group>
      {progress !== null ? (
        <Progress value={progress} size="sm" aria-label={`${label} wird hochgeladen`} />
      ) : null}
      <Text size="xs" c="dimmed">
        PDF, DOC oder DOCX, höchstens 20 MB
      </Text>
      {message ? (
        <Text size="xs" c="red.9" role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
