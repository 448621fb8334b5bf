import { useState } from 'react';
import type { FieldErrors } from '../../enquiries/schema';
import type { Checked } from './check-answers';
import type { Answers, Outcome } from './enquiry-outcome';

/** The fields changed since the last submit, and which submit that was. */
type Changed = { round: number; fields: readonly string[] };

/**
 * A form's errors, checked again on every change once it has been submitted, until it is
 * sent: a changed answer's error is today's; the others keep the one the last submit gave
 * them (the server's included). `noteChange` is told of each answer as it changes.
 * `recheck` is the form's check, undefined while its code has not loaded (a submit whose
 * code could not load, offline, has no errors to check again).
 */
export function useRecheckedErrors(
  recheck: (answers: Answers) => Checked<unknown> | undefined,
  answers: Answers,
  outcome: Outcome,
) {
  const [changed, setChanged] = useState<Changed>({ round: 0, fields: [] });
  const checking = outcome.round > 0 && !outcome.sent;
  const since = checking && changed.round === outcome.round ? changed.fields : [];
  const errors: FieldErrors = { ...outcome.errors };
  const now = since.length > 0 ? recheck(answers) : undefined;
  if (now) for (const field of since) errors[field] = now.ok ? undefined : now.errors[field];

  function noteChange(name: string) {
    if (!checking) return;
    const round = outcome.round;
    setChanged((last) => {
      if (last.round !== round) return { round, fields: [name] };
      return last.fields.includes(name) ? last : { round, fields: [...last.fields, name] };
    });
  }

  return { errors, noteChange };
}
