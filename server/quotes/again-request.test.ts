import { expect, test } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '../../app/catalogue/enquiry';
import { againMessage } from './again-request';

const notAdded = (count: number) =>
  Array.from({ length: count }, (_, at) => ({
    description: `Bespoke counter ${at + 1}, ${'oak '.repeat(60).trim()}`,
    quantity: 1,
    reason: 'staff-line' as const,
  }));

test('every line is listed while the message fits an enquiry', () => {
  const message = againMessage('order CS-123456', { lines: [], basket: [], notAdded: notAdded(3) });
  expect(message.split('\n')).toHaveLength(5);
  expect(message).toMatch(/^Please quote again for the lines of order CS-123456\.\n/);
});

test('a list too long for one enquiry ends by saying how many more and where they are', () => {
  const message = againMessage('order CS-123456', {
    lines: [],
    basket: [],
    notAdded: notAdded(200),
  });
  expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  const listed = message.split('\n').filter((line) => line.startsWith('- 1 x')).length;
  expect(listed).toBeGreaterThan(5);
  expect(message.endsWith(`- and ${200 - listed} more lines: see order CS-123456.`)).toBe(true);
});
