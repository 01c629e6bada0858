/**
 * Replay-safe requests: every state change the worker app sends carries an `Idempotency-Key`;
 * the server keeps the first answer per user and key and answers a replay with it.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Keys are client-made (a UUID in the app); anything else of this shape is accepted. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
/** How long the server keeps an answer for replays. */
export const IDEMPOTENCY_TTL_HOURS = 72;

export const idempotencyMessages = {
  keyInvalid:
    'Ungültiger Idempotency-Key: 16 bis 100 Zeichen aus Buchstaben, Ziffern, "-" und "_".',
  keyReused: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  inProgress: 'Diese Anfrage wird noch verarbeitet. Bitte versuchen Sie es gleich erneut.',
  secretNotKept:
    'Diese Anfrage wurde bereits ausgeführt. Ihre Antwort enthielt einen geheimen Link, der nicht gespeichert wird. Bitte laden Sie die Seite neu und erzeugen Sie bei Bedarf einen neuen Link.',
} as const;
