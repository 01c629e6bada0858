import { useState } from 'react';
import { TextInput } from '@mantine/core';

/** Record ids are 10 characters (decision 0001). */
const ID_LENGTH = 10;

interface RecordIdFilterProps {
  label: string;
  /** Shown while the box holds a partial id, e.g. 'Eine Task ID hat 10 Zeichen'. */
  partialMessage: string;
  value: string;
  onChange: (id: string | null) => void;
}

/**
 * Filters a list by one record id ('Task ID', 'Ticket ID'): only a complete id goes to the URL;
 * a partial one stays in the box with a hint.
 */
export function RecordIdFilter({ label, partialMessage, value, onChange }: RecordIdFilterProps) {
  const [input, setInput] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL changed (reset, back): the box follows.
    setShown(value);
    setInput(value);
  }
  const partial = input !== '' && input.length !== ID_LENGTH;
  return (
    <TextInput
      label={label}
      value={input}
      error={partial ? partialMessage : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value.trim();
        setInput(next);
        if (next === '' || next.length === ID_LENGTH) onChange(next || null);
      }}
      w={170}
    />
  );
}
