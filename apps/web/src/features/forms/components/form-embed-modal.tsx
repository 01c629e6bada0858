import { Anchor, Button, CopyButton, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { formShareMessages } from '../form-share-messages.ts';
import { iframeSnippet, publicFormUrl, scriptSnippet } from '../public/embed-snippets.ts';

const t = formShareMessages.embed;

function Copy({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant={copied ? 'light' : 'default'}
          leftSection={
            copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
          }
          onClick={copy}
          aria-label={`${label}: ${copied ? t.copied : t.copy}`}
        >
          {copied ? t.copied : t.copy}
        </Button>
      )}
    </CopyButton>
  );
}

export interface EmbedCodes {
  url: string;
  iframe: string;
  script: string;
}

export function embedCodes(
  origin: string,
  projectId: string,
  form: { id: string; name: string },
): EmbedCodes {
  const url = publicFormUrl(origin, projectId, form.id);
  return {
    url,
    iframe: iframeSnippet(url, form.name),
    script: scriptSnippet(url, form.name, form.id),
  };
}

/** The body of 'Einbinden': the public link and two snippets, each with a copy button. */
export function EmbedCodesView({ codes }: { codes: EmbedCodes }) {
  return (
    <Stack gap="md">
      <Text size="sm">{t.intro}</Text>
      <Stack gap={6}>
        <TextInput
          label={t.link}
          value={codes.url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group gap="xs">
          <Copy value={codes.url} label={t.link} />
          <Anchor href={codes.url} target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span">
              <IconExternalLink size={14} aria-hidden />
              {t.open}
            </Group>
          </Anchor>
        </Group>
      </Stack>
      {(
        [
          [t.iframe, codes.iframe],
          [t.script, codes.script],
        ] as const
      ).map(([label, code]) => (
        <Stack gap={6} key={label}>
          <Textarea
            label={label}
            value={code}
            readOnly
            autosize
            minRows={2}
            maxRows={8}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="xs">
            <Copy value={code} label={label} />
          </Group>
        </Stack>
      ))}
      <Text size="xs" c="dimmed">
        {t.apiHint}
      </Text>
    </Stack>
  );
}

/** 'Einbinden' (issue 35): where the public finds the form, and how a website embeds it. */
export function FormEmbedModal({
  projectId,
  form,
  onClose,
}: {
  projectId: string;
  form: { id: string; name: string };
  onClose: () => void;
}) {
  return (
    <GuardedModal
      opened
      onClose={onClose}
      title={t.title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <EmbedCodesView codes={embedCodes(window.location.origin, projectId, form)} />
    </GuardedModal>
  );
}
