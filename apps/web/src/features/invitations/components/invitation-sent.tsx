import { useState } from 'react';
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { SentInvitation } from '@kontor/core/schemas/invitations';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';
import { notify } from '../../../lib/notify.ts';
import { messages } from '../messages.ts';

/**
 * What happens after an invitation is (re)sent: 'Einladung erfolgreich gesendet' when a mail
 * went out; without a mail server the link, to copy and pass on.
 */
export function useInvitationSent() {
  const [link, setLink] = useState<string | null>(null);
  const sent = (invitation: SentInvitation) => {
    if (invitation.link === null) notify.success(messages.sent);
    else setLink(invitation.link);
  };
  const dialog = (
    <GuardedModal
      opened={link !== null}
      onClose={() => setLink(null)}
      title={messages.notSentTitle}
      centered
    >
      <Stack gap="md">
        <Text size="sm" role="alert">
          {messages.notSent}
        </Text>
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput
            label={messages.link}
            value={link ?? ''}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1 }}
          />
          <CopyButton value={link ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? messages.linkCopied : messages.copyLink}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setLink(null)}>
            {messages.close}
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
  return { sent, dialog };
}
