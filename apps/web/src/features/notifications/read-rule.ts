/** Spec 001 §9: opening the list marks all read after 2 s. */
export const READ_AFTER_MS = 2000;

export interface ReadRuleOptions {
  /** Sends 'read up to seq' (the highest seq the user was shown). */
  markRead: (upToSeq: number) => void;
  /** Whether the browser tab is visible now (document.visibilityState). */
  isVisible: () => boolean;
  delayMs?: number;
}

/**
 * The read rules of the open list (spec 001 §2): 2 s after the list is shown — and whenever the
 * browser tab becomes visible again while it is open — what it shows is marked read. Only seqs
 * the user was shown are sent, so a message arriving a moment later stays unread until it has
 * been on screen. Framework-free, so the timing is tested with fake timers.
 */
export function createReadRule({ markRead, isVisible, delayMs = READ_AFTER_MS }: ReadRuleOptions) {
  let shownSeq = 0;
  let sentSeq = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const send = () => {
    if (shownSeq <= sentSeq) return;
    sentSeq = shownSeq;
    markRead(shownSeq);
  };
  const schedule = () => {
    cancel();
    if (shownSeq <= sentSeq || !isVisible()) return;
    timer = setTimeout(() => {
      timer = null;
      // A tab hidden meanwhile: its user has not seen the list; the next visible tab counts.
      if (isVisible()) send();
    }, delayMs);
  };

  return {
    /**
     * The list shows unread items up to `seq` (0: nothing unread). Called on open and whenever
     * the items change; the 2 s start again for a new arrival.
     */
    shown(seq: number) {
      if (seq <= shownSeq && timer !== null) return;
      shownSeq = Math.max(shownSeq, seq);
      schedule();
    },
    /** The tab's visibility changed: visible marks what the open list shows read at once. */
    visibilityChanged() {
      cancel();
      if (isVisible()) send();
    },
    dispose: cancel,
  };
}
