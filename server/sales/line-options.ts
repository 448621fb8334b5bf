/**
 * A catalogue line's options (the basket's selection: option group id -> value id) as one
 * hidden field of the quote editor: "size~600x600.colour~white", the shared basket link's
 * own spelling (app/basket/shared.ts), so nothing needs escaping. The field comes back from
 * the browser, so it is read as untrusted: anything but ids is refused whole.
 */

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
/** More option groups than any product has. */
const MAX_OPTIONS = 20;

export function encodeLineOptions(options: Readonly<Record<string, string>> | undefined): string {
  if (!options) return '';
  return Object.keys(options)
    .sort()
    .map((id) => `${id}~${options[id] ?? ''}`)
    .join('.');
}

/** The options of a posted field; undefined when it is blank or not a list of ids. */
export function parseLineOptions(text: string): Record<string, string> | undefined {
  if (text === '') return undefined;
  const fields = text.split('.');
  if (fields.length > MAX_OPTIONS) return undefined;
  // No prototype: a group named "__proto__" is a plain key like any other.
  const options = Object.create(null) as Record<string, string>;
  for (const field of fields) {
    const [id = '', value = '', ...rest] = field.split('~');
    if (rest.length > 0 || !TOKEN.test(id) || !TOKEN.test(value) || Object.hasOwn(options, id)) {
      return undefined;
    }
    options[id] = value;
  }
  return options;
}
