import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Keeps what is typed in a form in session storage until it is sent, so a reload, a
 * crash or a wander to another page of the tab loses nothing. Storage is untrusted:
 * only the form's own fields, as strings, are read back.
 */
export function useDraft<TValues extends FieldValues>(
  key: string,
  form: UseFormReturn<TValues, unknown, unknown>,
  fields: readonly string[],
  enabled: boolean,
) {
  useEffect(() => {
    if (!enabled) return;
    const saved = readDraft(key, fields);
    for (const [name, value] of Object.entries(saved)) {
      if (value && !form.getValues(name as never)) {
        form.setValue(name as never, value as never, { shouldDirty: true });
      }
    }
    const subscription = form.watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [key, form, fields, enabled]);
}

export function readDraft(key: string, fields: readonly string[]): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
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

function writeDraft(key: string, values: Record<string, unknown>) {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the form still works, without a draft.
  }
}

export function clearDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}
