import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { newId } from '@kontor/core/ids';
import type { z } from 'zod';
import type { faqEntrySchema } from '@kontor/core/schemas/website';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { messages } from '../messages.ts';
import { RemoveButton } from './remove-button.tsx';

type FaqEntry = z.input<typeof faqEntrySchema>;

interface FaqEditorProps {
  value: FaqEntry[];
  onChange: (entries: FaqEntry[]) => void;
  /** The form's errors, keyed by dotted path (`body.faq.0.question`). */
  errors: Record<string, unknown>;
}

/** The questions of a FAQ, each with a rich-text answer. */
export function FaqEditor({ value, onChange, errors }: FaqEditorProps) {
  const change = (index: number, patch: Partial<FaqEntry>) =>
    onChange(value.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const error = (index: number, field: string) => {
    const message = errors[`body.faq.${index}.${field}`];
    return typeof message === 'string' ? message : undefined;
  };
  return (
    <Stack gap="md">
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.faq.empty}
        </Text>
      ) : null}
      {value.map((entry, index) => (
        <Paper key={entry.id} withBorder p="sm" radius="md">
          <Stack gap="sm">
            <Group align="end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={`${messages.faq.question} ${index + 1}`}
                value={entry.question}
                error={error(index, 'question')}
                onChange={(event) => change(index, { question: event.currentTarget.value })}
              />
              <RemoveButton
                label={messages.faq.remove(index + 1)}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              />
            </Group>
            <RichTextEditor
              label={`${messages.faq.answer} ${index + 1}`}
              value={entry.answer}
              error={error(index, 'answer')}
              onChange={(answer) => change(index, { answer })}
            />
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...value, { id: newId(), question: '', answer: '' }])}
        >
          {messages.faq.add}
        </Button>
      </Group>
    </Stack>
  );
}
