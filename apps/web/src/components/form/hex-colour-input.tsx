import { ColorInput, type ColorInputProps } from '@mantine/core';

/**
 * A '#RRGGBB' colour field. Mantine's ColorInput puts the last valid value back on blur, so a
 * typed 'blau' vanished and an empty colour was saved as if all were well; here the typed
 * text stays, and the form's schema refuses it next to the field.
 */
export function HexColourInput(props: Omit<ColorInputProps, 'format' | 'fixOnBlur'>) {
  return (
    <ColorInput
      format="hex"
      placeholder="#1c7ed6"
      withEyeDropper={false}
      {...props}
      fixOnBlur={false}
    />
  );
}
