import { expect, test } from 'vitest';
import {
  addDays,
  calendarDay,
  formatDate,
  formatDay,
  isPast,
  isRealDate,
  londonDate,
  startOfLondonMonth,
} from './calendar';

test('days are Glasgow days: 23:30 UTC on 30 June is already 1 July in London', () => {
  expect(londonDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  expect(londonDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
});

test('adding days crosses months and years', () => {
  expect(addDays('2026-11-25', 30)).toBe('2026-12-25');
  expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
  expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
});

test('the month starts at midnight in Glasgow, in summer time too', () => {
  expect(startOfLondonMonth(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-01T00:00:00.000Z');
  expect(startOfLondonMonth(new Date('2026-07-15T10:00:00Z'))).toBe('2026-06-30T23:00:00.000Z');
});

test('a day in words', () => {
  expect(formatDay('2026-12-25')).toBe('25 December 2026');
});

test("a moment reads in Glasgow's time: 23:30 UTC in June is 00:30 on the next day", () => {
  expect(formatDate('2026-06-30T23:30:00Z')).toBe('1 July 2026 at 00:30');
  expect(formatDate('2026-11-24T14:05:00Z')).toBe('24 November 2026 at 14:05');
});

test('a real date is one the calendar has', () => {
  expect(isRealDate('2028-02-29')).toBe(true);
  expect(isRealDate('2026-12-31')).toBe(true);
  for (const text of ['2027-02-29', '2027-02-30', '2027-04-31', '2027-00-10', '2027-1-5', '']) {
    expect(isRealDate(text), text).toBe(false);
  }
});

test('an impossible Valid until kept from before the check expires after the day it was printed as', () => {
  // 2027-02-30 was printed "2 March 2027"; as text it sorts before 2027-03-01.
  expect(calendarDay('2027-02-30')).toBe('2027-03-02');
  expect(formatDay('2027-02-30')).toBe('2 March 2027');
  expect(isPast('2027-02-30', '2027-03-01')).toBe(false);
  expect(isPast('2027-02-30', '2027-03-02')).toBe(false);
  expect(isPast('2027-02-30', '2027-03-03')).toBe(true);
});
