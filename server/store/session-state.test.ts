import { expect, test } from 'vitest';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS, sessionState } from './sessions';

const now = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 3600_000;

test.each([
  ['just signed in', 0, 0, 'fresh'],
  ['seen 30 s ago', HOUR, 30_000, 'fresh'],
  ['seen 2 minutes ago: its time is written again', HOUR, 2 * 60_000, 'to-touch'],
  ['idle for just under 12 hours', HOUR * 13, SESSION_IDLE_MS - 1, 'to-touch'],
  ['idle for over 12 hours', HOUR * 13, SESSION_IDLE_MS + 1, 'ended'],
  ['active but just under 7 days old', SESSION_LIFETIME_MS - 1, 0, 'fresh'],
  ['active but over 7 days old', SESSION_LIFETIME_MS + 1, 0, 'ended'],
] as const)('a session %s is %s', (_name, age, idle, state) => {
  expect(sessionState({ created_at: ago(age), last_seen_at: ago(idle) }, now)).toBe(state);
});
