import { useState, type ReactNode } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import type { DataTableColumn } from './data-table.tsx';

/** The texts of deleting one record after a question. */
export interface DeleteTexts {
  delete: string;
  deleteTitle: string;
  deleteConfirm: string;
  deleted: string;
  /** Shown in the dialog while the request runs. */
  deleting?: string;
}

/** Last column: a trash button named '<name> löschen'. */
export function deleteColumn<T>(
  texts: DeleteTexts,
  nameOf: (row: T) => string,
  onDelete: (row: T) => void,
): DataTableColumn<T> {
  return {
    key: 'delete',
    header: '',
    width: 60,
    render: (row) => (
      <Tooltip label={texts.delete} withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${nameOf(row)} löschen`}
          onClick={() => onDelete(row)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    ),
  };
}

interface DeleteMutation {
  mutate: (id: string, options: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * Asks before deleting one record; render `dialog`, call `ask(row)` from the row's button.
 * `questionOf` replaces the question for a row that needs more words (an image still in use).
 */
export function useConfirmedDelete<T extends { id: string }>(
  mutation: DeleteMutation,
  texts: DeleteTexts,
  questionOf?: (row: T) => ReactNode,
): { ask: (row: T) => void; dialog: ReactNode } {
  const [target, setTarget] = useState<T | null>(null);
  const confirm = () =>
    target &&
    mutation.mutate(target.id, {
      onSuccess: () => {
        notify.success(texts.deleted);
        setTarget(null);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  return {
    ask: setTarget,
    dialog: (
      <ConfirmDialog
        opened={target !== null}
        title={texts.deleteTitle}
        message={
          mutation.isPending && texts.deleting
            ? texts.deleting
            : target && questionOf
              ? questionOf(target)
              : texts.deleteConfirm
        }
        confirmLabel={texts.delete}
        danger
        loading={mutation.isPending}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
    ),
  };
}
