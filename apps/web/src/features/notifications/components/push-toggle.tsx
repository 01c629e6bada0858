import { Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import {
  pushAppOf,
  pushRegistration,
  pushState,
  pushSupported,
  PushUnavailable,
  subscribePush,
  unsubscribePush,
  type PushState,
} from '../../../lib/push-subscription.ts';
import { pushMessages as m } from '../push-messages.ts';

type ToggleState = PushState | 'checking' | 'unavailable';

const HINTS: Record<ToggleState, string> = {
  checking: m.checking,
  unsupported: m.unsupported,
  denied: m.denied,
  unavailable: m.unavailable,
  off: m.off,
  on: m.on,
};

function registration() {
  return pushRegistration(pushAppOf(window.location.pathname));
}

/**
 * 'Push-Benachrichtigungen auf diesem Gerät' (spec 001 §3 'Installation'): subscribes this
 * browser for the signed-in user in the project, or stops it. Used by the worker app's
 * 'Nachrichten' and the console's feed.
 */
export function PushToggle({ projectId }: { projectId: string }) {
  const [state, setState] = useState<ToggleState>(() =>
    pushSupported() ? 'checking' : 'unsupported',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let current = true;
    registration()
      .then((r) => pushState(projectId, r))
      .then((next) => current && setState(next))
      .catch(
        (e: unknown) => current && setState(e instanceof PushUnavailable ? 'unavailable' : 'off'),
      );
    return () => {
      current = false;
    };
  }, [projectId]);

  const change = async (on: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const r = await registration();
      setState(await (on ? subscribePush(projectId, r) : unsubscribePush(projectId, r)));
    } catch (e) {
      if (e instanceof PushUnavailable) setState('unavailable');
      // The browser's own errors are English; the server's are German and say why.
      else setError(e instanceof ApiError ? `${m.failed} ${e.detail}` : m.failed);
    } finally {
      setBusy(false);
    }
  };

  const usable = state === 'on' || state === 'off';
  return (
    <Switch
      label={m.toggle}
      description={HINTS[state]}
      error={error}
      checked={state === 'on'}
      disabled={!usable || busy}
      onChange={(event) => void change(event.currentTarget.checked)}
    />
  );
}
