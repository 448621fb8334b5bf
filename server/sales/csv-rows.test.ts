import { expect, test } from 'vitest';
import { csvRows } from './csv-rows';

test.each([
  [
    'a,b,c\n1,2,3\n',
    [
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ],
  ],
  [
    'a,b\r\n1,2',
    [
      ['a', 'b'],
      ['1', '2'],
    ],
  ],
  ['\uFEFFDate,Amount\n', [['Date', 'Amount']]],
  ['"Campbell, Retail","say ""hi"""\n', [['Campbell, Retail', 'say "hi"']]],
  ['"two\nlines",x\n', [['two\nlines', 'x']]],
  ['a,,\n', [['a', '', '']]],
  ['\nDate\n', [[''], ['Date']]],
  ['', []],
])('%j reads as %j', (text, rows) => {
  expect(csvRows(text)).toEqual(rows);
});
