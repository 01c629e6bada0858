import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { workerMessages as m } from '../messages.ts';
import { useOutbox } from '../outbox/use-outbox.ts';
import { goToLogin } from '../session.ts';
import { DeliveredStatus, useFreshDelivery } from './delivered-status.tsx';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/**
 * Offline, waiting changes, refusals to read, an ended session, and that what waited has been
 * sent: said once, at the top.
 */
export function ConnectionBar() {
  const online = useOnline();
  const { outbox, items, flushing, lastStop, delivered } = useOutbox();
  const waiting = items.filter((item) => item.state === 'pending').length;
  const refused = items.filter((item) => item.state === 'failed');
  const delivery = useFreshDelivery(delivered);
  return (
    <>
      <Stack gap="xs" px="sm" pt="xs">
        {!online && (
          <Alert color="yellow" role="status" py="xs">
            {m.offline}
          </Alert>
        )}
        {lastStop === 'session' && waiting > 0 && (
          <Alert color="red" role="alert" py="xs">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{m.sessionEnded}</Text>
              <Button size="xs" onClick={goToLogin}>
                {m.signIn}
              </Button>
            </Group>
          </Alert>
        )}
        {waiting > 0 && (
          <Group justify="space-between" gap="xs" aria-live="polite">
            <Text size="sm">{flushing ? m.sending : m.waiting(waiting)}</Text>
            {online && !flushing && (
              <Button size="xs" variant="light" onClick={() => void outbox.flush()}>
                {m.sendNow}
              </Button>
            )}
          </Group>
        )}
        {refused.map((item) => (
          <Alert key={item.id} color="red" title={`${m.refusedTitle}: ${item.label}`} role="alert">
            <Text size="sm">{item.error}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              mt="xs"
              onClick={() => void outbox.discard(item.id)}
            >
              {m.discard}
            </Button>
          </Alert>
        ))}
      </Stack>
      <DeliveredStatus delivery={waiting === 0 ? delivery : null} />
    </>
  );
}
