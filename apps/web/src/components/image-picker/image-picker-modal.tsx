import { useState } from 'react';
import { Button, Divider, Group, Modal, SegmentedControl, Stack } from '@mantine/core';
import { MAX_FILES_IMAGE_UPLOAD, acceptFor, imageMessages } from '@kontor/core/schemas/images';
import { FileUploader } from '../file-upload/file-uploader.tsx';
import { notify } from '../../lib/notify.ts';
import { useUploadImages } from './images-api.ts';
import { ImageTileGrid } from './image-tile-grid.tsx';
import { addsImages, addUploaded, pickerResult, toggleSelection } from './picker-selection.ts';
import { SelectedImageCards } from './selected-image-cards.tsx';

export const CONFIRM_LABEL = 'Übernehmen';

type Tab = 'select' | 'upload';

interface ImagePickerModalProps {
  opened: boolean;
  projectId: string;
  /** The select tab exists only when the project has the /images module. */
  canBrowse: boolean;
  max: number;
  initialSelection: readonly string[];
  onConfirm: (value: string | string[] | null) => void;
  onClose: () => void;
}

/** 'Bild auswählen' / 'Bilder auswählen' (spec 000 §2 "Image picker"). */
export function ImagePickerModal(props: ImagePickerModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.max > 1 ? imageMessages.pickMany : imageMessages.pickOne}
      size={900}
      centered
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      {/* Mounted only while open, so every opening starts from the field's value. */}
      {props.opened ? <PickerBody {...props} /> : null}
    </Modal>
  );
}

function PickerBody({
  projectId,
  canBrowse,
  max,
  initialSelection,
  onConfirm,
  onClose,
}: ImagePickerModalProps) {
  const [selection, setSelection] = useState<string[]>([...initialSelection]);
  const [tab, setTab] = useState<Tab>(canBrowse ? 'select' : 'upload');
  const upload = useUploadImages(projectId);

  async function uploadFiles(files: File[], onProgress: (percent: number) => void) {
    const images = await upload(files, onProgress);
    notify.success(imageMessages.uploaded);
    setSelection((current) =>
      addUploaded(
        current,
        images.map((image) => image.id),
        max,
      ),
    );
  }

  function confirm() {
    if (addsImages(initialSelection, selection)) notify.success(imageMessages.added);
    onConfirm(pickerResult(selection, max));
  }

  return (
    <Stack gap="md">
      <SelectedImageCards
        projectId={projectId}
        selection={selection}
        max={max}
        onRemove={(id) => setSelection((current) => current.filter((entry) => entry !== id))}
      />
      <Divider />
      {canBrowse ? (
        <SegmentedControl
          value={tab}
          onChange={(value) => setTab(value as Tab)}
          data={[
            { value: 'select', label: imageMessages.pickMany },
            { value: 'upload', label: imageMessages.uploadTab },
          ]}
          w="fit-content"
        />
      ) : null}
      {tab === 'select' ? (
        <ImageTileGrid
          projectId={projectId}
          selection={selection}
          onToggle={(id) => setSelection((current) => toggleSelection(current, id, max))}
        />
      ) : (
        <FileUploader
          accept={acceptFor('image')}
          maxFiles={Math.min(max, MAX_FILES_IMAGE_UPLOAD)}
          onUpload={uploadFiles}
          onBack={canBrowse ? () => setTab('select') : undefined}
          hint="JPEG, PNG, GIF oder WebP, höchstens 20 MB pro Datei"
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Abbrechen
        </Button>
        <Button onClick={confirm}>{CONFIRM_LABEL}</Button>
      </Group>
    </Stack>
  );
}
