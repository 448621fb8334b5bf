import type { FieldErrors } from '../../enquiries/schema';

/** A form's answers by field name: what its controls hold, and what a draft keeps. */
export type Answers = Readonly<Record<string, string>>;

export type Sent = { reference: string; confirmationUrl: string };

/** What the last press of the send button came to. */
export type Outcome = {
  /** How many times the form has been submitted: a change is told as after the last or not. */
  round: number;
  /** Each answer that was wrong, by the form's own check or the server's. */
  errors: FieldErrors;
  problems: string;
  failure: string;
  sent: Sent | undefined;
  /** Where focus goes once this outcome shows: the first field in error. */
  focus: string | undefined;
};

export const NOT_YET: Outcome = {
  round: 0,
  errors: {},
  problems: '',
  failure: '',
  sent: undefined,
  focus: undefined,
};

/** The submitted form's answers, its own fields only, each as a string. */
export function answersIn(data: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = data.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  );
}

/**
 * A submit refused for its answers (by the form's own check or by the server): each wrong
 * answer's message, the summary that names them ("message", "request": `subject`), and the
 * focus on the first of them in the form's order. Messages the server left empty are
 * dropped.
 */
export function refused({
  round,
  errors,
  fields,
  subject,
  failure = '',
}: {
  round: number;
  errors: FieldErrors;
  fields: readonly string[];
  subject: string;
  /** A failure to send that still stands (a check refused before another try). */
  failure?: string;
}): Outcome {
  const named = Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
  return {
    ...NOT_YET,
    round,
    errors: named,
    problems: describeProblems(named, subject),
    failure,
    focus: firstInError(fields, named),
  };
}

/** "Your message has not been sent: 2 answers need correcting. Enter your full name. ..." */
export function describeProblems(errors: FieldErrors, subject: string): string {
  const messages = Object.values(errors).filter((message) => typeof message === 'string');
  const count = messages.length === 1 ? '1 answer needs' : `${messages.length} answers need`;
  return `Your ${subject} has not been sent: ${count} correcting. ${messages.join('. ')}.`;
}

/** The first of a form's fields, in its order, that has an error. */
export function firstInError(fields: readonly string[], errors: FieldErrors): string | undefined {
  return fields.find((field) => errors[field] !== undefined);
}
