import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconCode, IconEye } from '@tabler/icons-react';
import type { Form } from '@kontor/core/schemas/forms';
import { formShareMessages } from '../form-share-messages.ts';
import { FormEmbedModal } from './form-embed-modal.tsx';
import { FormPreviewModal } from './form-preview-modal.tsx';

/** The form page's header buttons 'Vorschau' and 'Einbinden' (issue 35), on every tab. */
export function FormShareActions({ projectId, form }: { projectId: string; form: Form }) {
  const [open, setOpen] = useState<'preview' | 'embed' | null>(null);
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconEye size={16} aria-hidden />}
        onClick={() => setOpen('preview')}
      >
        {formShareMessages.preview.button}
      </Button>
      <Button
        variant="default"
        leftSection={<IconCode size={16} aria-hidden />}
        onClick={() => setOpen('embed')}
      >
        {formShareMessages.embed.button}
      </Button>
      {open === 'preview' ? <FormPreviewModal form={form} onClose={() => setOpen(null)} /> : null}
      {open === 'embed' ? (
        <FormEmbedModal projectId={projectId} form={form} onClose={() => setOpen(null)} />
      ) : null}
    </Group>
  );
}
