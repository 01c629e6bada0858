import type { ReactNode } from 'react';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { displayAnswer } from '@kontor/core/forms/submission-values';
import type { Submission, SubmissionColumn } from '@kontor/core/schemas/forms';
import { formDataMessages as messages } from '../form-data-messages.ts';

const d = messages.detail;

/** How the Daten tab and the detail view show one answer: German dates and numbers, file links. */
export function answerOf(
  row: Pick<Submission, 'data' | 'files'>,
  key: string,
  type: SubmissionColumn['type'] | undefined,
  fileUrl: (fileId: string) => string,
): ReactNode {
  const value = row.data[key];
  if (value === undefined || value === '') return null;
  const file =
    type === 'file' || type === undefined ? row.files.find((f) => f.name === value) : undefined;
  if (file)
    return (
      <Anchor size="sm" href={fileUrl(file.id)} download={file.name}>
        {file.name}
      </Anchor>
    );
  return displayAnswer(type, value);
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value], index) => (
          <Table.Tr key={index}>
            <Table.Th w="40%" style={{ wordBreak: 'break-word' }}>
              {label}
            </Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {value ?? d.empty}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export interface SubmissionAnswersProps {
  submission: Submission;
  columns: SubmissionColumn[];
  receivedAt: string;
  fileUrl: (fileId: string) => string;
}

/**
 * A submission in full (issue 35): every current field by its label, empty ones with '–', then
 * the answers of fields deleted since (their names), the sender and the consent.
 */
export function SubmissionAnswers({
  submission,
  columns,
  receivedAt,
  fileUrl,
}: SubmissionAnswersProps) {
  const known = new Set(columns.map((c) => c.name));
  const deleted = Object.keys(submission.data).filter((key) => !known.has(key));
  return (
    <Stack gap="lg">
      <Rows
        rows={[
          [d.number, submission.id],
          [d.received, receivedAt],
          ...columns.map(
            (c) => [c.label, answerOf(submission, c.name, c.type, fileUrl)] as [string, ReactNode],
          ),
          [d.email, submission.email],
          [
            d.consent,
            submission.consentText ? d.consentGiven(submission.consentVersion) : d.noConsent,
          ],
        ]}
      />
      {deleted.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {d.deletedFields}
          </Title>
          <Text size="sm" c="dimmed">
            {d.deletedFieldsHint}
          </Text>
          <Rows rows={deleted.map((key) => [key, answerOf(submission, key, undefined, fileUrl)])} />
        </Stack>
      ) : null}
    </Stack>
  );
}
