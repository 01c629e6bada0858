import { Button, Paper } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { workerMessages } from './messages.ts';

const CHECK_EVERY_MS = 30 * 60 * 1000;

/**
 * A new build installs its service worker in the background; the app then offers to reload
 * (it never switches under the worker's fingers, and never stays on an old build silently).
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, CHECK_EVERY_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
  });
  if (!needRefresh) return null;
  return (
    <Paper role="status" shadow="md" p="sm" radius="md" className="worker-update" withBorder>
      <Button fullWidth onClick={() => void updateServiceWorker(true)}>
        {workerMessages.updateAvailable}
      </Button>
    </Paper>
  );
}
