import { useEffect, useRef } from 'react';
import type { Answers } from './enquiry-outcome';
import { webStorage } from '../../lib/web-storage';

/**
 * Keeps what is typed in a form in session storage until it is sent, so a reload, a
 * crash or a wander to another page of the tab loses nothing. Storage is untrusted:
 * only the form's own fields, as strings, are read back.
 *
 * The draft is read once the page has hydrated (`read`): the pre-rendered form cannot
 * know it, and the first render must match the HTML. `restore` is given what was saved
 * and fills what the visitor has not answered. Answers are written once the visitor has
 * answered something (`write`), so a form opened prefilled by a link keeps no draft of
 * words the visitor never typed; from then on every change is written.
 */
export function useDraft(
  key: string,
  fields: readonly string[],
  answers: Answers,
  restore: (saved: Record<string, string>) => void,
  { read, write }: { read: boolean; write: boolean },
) {
  const restored = useRef(false);
  useEffect(() => {
    if (!read) return;
    if (!restored.current) {
      restored.current = true;
      const saved = readDraft(key, fields);
      if (Object.values(saved).some(Boolean)) {
        // Written on the next run, with what `restore` made of it.
        restore(saved);
        return;
      }
    }
    if (!write) return;
    if (Object.values(answers).some(Boolean)) writeDraft(key, answers);
    else clearDraft(key);
  }, [key, fields, answers, restore, read, write]);
}

export function readDraft(key: string, fields: readonly string[]): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(webStorage('sessionStorage')?.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] =>
          fields.includes(entry[0]) && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

function writeDraft(key: string, values: Answers) {
  try {
    webStorage('sessionStorage')?.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the form still works, without a draft.
  }
}

export function clearDraft(key: string) {
  try {
    webStorage('sessionStorage')?.removeItem(key);
  } catch {
    // As above.
  }
}
