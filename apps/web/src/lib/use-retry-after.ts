import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api-client.ts';

/**
 * When the next try of a throttled action is possible, per key (an invitation id, 'form'): from
 * the Retry-After of a 429 answer (docs/security.md, Mails). `wait(key)` counts down in seconds.
 */
export function useRetryAfter() {
  const [until, setUntil] = useState<Record<string, number>>({});
  const [now, setNow] = useState(() => Date.now());
  const waiting = Object.values(until).some((t) => t > now);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  /** Notes the wait of a 429 answer; true when the error was one. */
  const note = useCallback((key: string, error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 429 || !error.retryAfter) return false;
    const at = Date.now();
    setNow(at);
    setUntil((current) => ({ ...current, [key]: at + error.retryAfter! * 1000 }));
    return true;
  }, []);
  const wait = (key: string) => Math.max(0, Math.ceil(((until[key] ?? 0) - now) / 1000));
  return { note, wait };
}
