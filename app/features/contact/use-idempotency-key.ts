import { useCallback, useRef } from 'react';

/**
 * The idempotency key for an enquiry: kept while the same words are retried, dropped once
 * they are sent (`forget`). An edit before a retry is another enquiry (the first may have
 * arrived, its answer lost), so it gets a key of its own and is stored as sent, not
 * answered with the first.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ key: string; content: string }>(null);
  const keyFor = useCallback((content: string) => {
    const key = attempt.current?.content === content ? attempt.current.key : crypto.randomUUID();
    attempt.current = { key, content };
    return key;
  }, []);
  const forget = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, forget };
}
