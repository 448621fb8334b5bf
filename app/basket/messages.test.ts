import { expect, test } from 'vitest';
import { addedMessage, cappedQuantityMessage, invalidQuantityMessage } from './messages';

test.each([
  [{ kind: 'added', quantity: 1 } as const, 1, 'Added Wall LED Lightbox to your basket.'],
  [{ kind: 'added', quantity: 4 } as const, 3, 'Added 3 x Wall LED Lightbox to your basket.'],
  [{ kind: 'capped', quantity: 5, before: 4 } as const, 2, 'Only 5 available: your basket has 5.'],
  [{ kind: 'updated', quantity: 2 } as const, 0, 'Your basket has 2 of Wall LED Lightbox.'],
  [{ kind: 'unavailable' } as const, 1, 'Wall LED Lightbox is out of stock and cannot be added.'],
])('%j after adding %i says "%s"', (outcome, added, message) => {
  expect(addedMessage(outcome, 'Wall LED Lightbox', added)).toBe(message);
});

test('a typed quantity that is not one keeps the line and says what would do', () => {
  expect(invalidQuantityMessage('White Ceiling Tile - 600 x 600 mm', 3, 250)).toBe(
    'Enter a whole number from 1 to 250: White Ceiling Tile - 600 x 600 mm stays at 3.',
  );
});

test('a quantity capped at the stock says so', () => {
  expect(cappedQuantityMessage('White Ceiling Tile', 250)).toBe(
    'Only 250 available: your basket has 250 of White Ceiling Tile.',
  );
});
