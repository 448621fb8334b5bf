/**
 * A CSV file's rows as text, by RFC 4180: fields split on commas, a quoted field may hold
 * commas, line breaks and doubled quotes; lines end in CRLF or LF; a byte-order mark is
 * dropped. Small enough to own rather than add a dependency for the one file the sales core
 * reads (a bank's statement), and pure: the text is passed in, never read here.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let at = 0; at < source.length; at += 1) {
    const character = source[at];
    if (quoted) {
      if (character === '"' && source[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"' && field === '') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[at + 1] === '\n') at += 1;
      rows.push([...row, field]);
      row = [];
      field = '';
    } else field += character;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
