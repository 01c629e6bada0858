import type { ReactNode } from 'react';
import { ColorPicker, Paper, Stack, Text } from '@mantine/core';
import { HexColourInput } from '../../../components/form/hex-colour-input.tsx';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { messages } from '../messages.ts';

const SWATCHES = [
  '#c92a2a',
  '#a61e4d',
  '#862e9c',
  '#5f3dc4',
  '#364fc7',
  '#1864ab',
  '#0b7285',
  '#087f5b',
  '#2b8a3e',
  '#5c940d',
  '#e67700',
  '#d9480f',
];

/** What `form.getInputProps(field)` gives. */
interface FieldProps {
  value?: unknown;
  onChange: (value: string | null) => void;
  error?: ReactNode;
}

interface StaffSidePanelProps {
  portrait: FieldProps;
  color: FieldProps;
  /** The colour can't be changed here (an account of other projects too). */
  colorLocked?: boolean;
}

/** Portrait and colour beside the staff form (spec 000 §2: 'with a side panel'). */
export function StaffSidePanel({ portrait, color, colorLocked = false }: StaffSidePanelProps) {
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {messages.create.portrait}
          </Text>
          <ImagePicker
            label={messages.create.portrait}
            value={portrait.value}
            max={1}
            size="md"
            onChange={(next) => portrait.onChange(typeof next === 'string' ? next : null)}
          />
        </Stack>
        <HexColourInput
          label={messages.create.color}
          placeholder=""
          value={typeof color.value === 'string' ? color.value : ''}
          onChange={color.onChange}
          error={color.error}
          disabled={colorLocked}
        />
        {colorLocked ? null : (
          <ColorPicker
            format="hex"
            withPicker={false}
            swatches={SWATCHES}
            swatchesPerRow={6}
            value={typeof color.value === 'string' ? color.value : ''}
            onChange={color.onChange}
            aria-label={messages.create.color}
          />
        )}
      </Stack>
    </Paper>
  );
}
