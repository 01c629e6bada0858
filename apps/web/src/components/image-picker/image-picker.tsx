import { useState } from 'react';
import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import {
  PICKER_PREVIEW_SIZES,
  imageMessages,
  pickerPreviewRequest,
  type PickerPreviewSize,
} from '@kontor/core/schemas/images';
import { useShell } from '../../lib/active-project.ts';
import { ImagePickerModal } from './image-picker-modal.tsx';
import { countLabel, selectionFromValue } from './picker-selection.ts';
import classes from './image-picker.module.css';
import { thumbnailUrl } from './images-api.ts';

export interface ImagePickerProps {
  /** An image id, a list of ids, or anything else (counts as empty). */
  value: unknown;
  /** One id (or null) with max 1, else a list of ids. */
  onChange: (value: string | string[] | null) => void;
  max?: number;
  size?: PickerPreviewSize;
  /** Accessible name of the preview control, e.g. 'Logo'. */
  label: string;
  disabled?: boolean;
}

/** The shared image field: a preview that opens the picker modal (spec 000 §2, §5, §9). */
export function ImagePicker({
  value,
  onChange,
  max = 1,
  size = 'md',
  label,
  disabled = false,
}: ImagePickerProps) {
  const { project } = useShell();
  const [opened, setOpened] = useState(false);
  if (!project) return null;
  const selection = selectionFromValue(value, max);
  const box = PICKER_PREVIEW_SIZES[size];
  const canBrowse = project.modules.some((module) => module.path === '/images');
  const single = max <= 1 ? selection[0] : undefined;
  const shown = countLabel(selection.length, imageMessages.countSuffix) ?? imageMessages.addImage;
  // The name contains what the button shows (WCAG 2.5.3 label in name).
  const name = single
    ? `${label}: ${max > 1 ? imageMessages.pickMany : imageMessages.pickOne}`
    : `${label}: ${shown}`;

  return (
    <>
      <UnstyledButton
        className={classes.preview}
        w={box.width}
        h={box.height}
        miw={single ? undefined : 'fit-content'}
        px={single ? 0 : 'sm'}
        onClick={() => setOpened(true)}
        disabled={disabled}
        aria-label={name}
        aria-haspopup="dialog"
      >
        {single ? (
          <Image
            src={thumbnailUrl(project.id, single, pickerPreviewRequest(size))}
            alt={label}
            w={box.width}
            h={box.height}
            fit="cover"
          />
        ) : (
          <Group gap={4} wrap="nowrap">
            {selection.length > 0 ? <IconPhoto size={16} aria-hidden /> : null}
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {shown}
            </Text>
          </Group>
        )}
      </UnstyledButton>
      <ImagePickerModal
        opened={opened}
        projectId={project.id}
        canBrowse={canBrowse}
        max={max}
        initialSelection={selection}
        onConfirm={(next) => {
          onChange(next);
          setOpened(false);
        }}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
