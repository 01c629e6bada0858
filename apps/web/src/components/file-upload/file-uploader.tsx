import { useState } from 'react';
import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconCircleCheck, IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import { MAX_UPLOAD_BYTES, imageMessages } from '@kontor/core/schemas/images';
import { errorMessage } from '../../lib/api-client.ts';
import { rejectionMessages } from './rejection-message.ts';

export interface FileUploaderProps {
  /** MIME type → extensions, e.g. acceptFor('image'). */
  accept: Record<string, string[]>;
  maxFiles: number;
  /** Sends the files; reports progress 0–100; a thrown error is shown beside the dropzone. */
  onUpload: (files: File[], onProgress: (percent: number) => void) => Promise<void>;
  /** Shows 'Zurück' in the done state (spec: only when a completion handler exists). */
  onBack?: () => void;
  hint: string;
  height?: number;
}

type UploadState = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'done' };

/** Drag-and-drop upload: idle, uploading (input disabled, progress), done (success message). */
export function FileUploader({
  accept,
  maxFiles,
  onUpload,
  onBack,
  hint,
  height = 360,
}: FileUploaderProps) {
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const [errors, setErrors] = useState<string[]>([]);

  async function upload(files: File[]) {
    setErrors([]);
    setState({ step: 'uploading', percent: 0 });
    try {
      await onUpload(files, (percent) => setState({ step: 'uploading', percent }));
      setState({ step: 'done' });
    } catch (error) {
      setErrors([errorMessage(error)]);
      setState({ step: 'idle' });
    }
  }

  if (state.step === 'done') {
    return (
      <Stack align="center" justify="center" gap="md" mih={height} role="status">
        <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden />
        <Text fw={600}>{imageMessages.filesUploaded}</Text>
        <Group gap="sm">
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              {imageMessages.back}
            </Button>
          ) : null}
          <Button onClick={() => setState({ step: 'idle' })}>{imageMessages.uploadMore}</Button>
        </Group>
      </Stack>
    );
  }

  const uploading = state.step === 'uploading';
  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files) => void upload(files)}
        onReject={(rejections: FileRejection[]) =>
          setErrors(rejectionMessages(rejections, maxFiles))
        }
        accept={accept}
        maxSize={MAX_UPLOAD_BYTES}
        maxFiles={maxFiles}
        multiple={maxFiles > 1}
        disabled={uploading}
        loading={uploading}
        mih={height}
        styles={{ inner: { minHeight: height - 40, display: 'flex', alignItems: 'center' } }}
      >
        <Stack align="center" gap="xs" w="100%" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={48} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={48} stroke={1.5} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconCloudUpload size={48} stroke={1.5} aria-hidden />
          </Dropzone.Idle>
          <Text size="lg" fw={500} ta="center">
            Dateien hierher ziehen oder klicken, um sie auszuwählen
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {hint}
          </Text>
        </Stack>
      </Dropzone>
      {uploading ? (
        <Progress value={state.percent} animated aria-label="Fortschritt des Hochladens" />
      ) : null}
      {errors.length > 0 ? (
        <Alert color="red" variant="light" role="alert" title="Hochladen fehlgeschlagen">
          <List size="sm">
            {errors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
