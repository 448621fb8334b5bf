import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type DefaultValues, type FieldErrors, type Path } from 'react-hook-form';
import type { GenericSchema } from 'valibot';

type Values = Record<string, string>;

type SentFormOptions<TValues extends Values> = {
  /** The empty form: what a sent form is cleared to. */
  blank: DefaultValues<TValues>;
  /** What the form opens with, such as an enquiry prefilled from the URL. */
  initial?: DefaultValues<TValues>;
  /** Where focus goes when the visitor starts another message. */
  firstField: Path<TValues>;
};

/** "Your message has not been sent: 2 answers need correcting. Enter your full name. ..." */
export function describeProblems(errors: FieldErrors, subject: string): string {
  const messages = Object.values(errors).flatMap((error) =>
    typeof error?.message === 'string' ? [error.message] : [],
  );
  const count = messages.length === 1 ? '1 answer needs' : `${messages.length} answers need`;
  return `Your ${subject} has not been sent: ${count} correcting. ${messages.join('. ')}.`;
}

/**
 * A form that validates, thanks the visitor and sends nothing anywhere (SPEC.md section
 * 7). It checks on submit, then again on every change; an invalid submit keeps what was
 * typed and focuses the first field in error. A valid one clears the form and thanks.
 */
export function useSentForm<TValues extends Values, TOutput>(
  schema: GenericSchema<TValues, TOutput>,
  { blank, initial = blank, firstField }: SentFormOptions<TValues>,
  subject: string,
) {
  const form = useForm<TValues, unknown, TOutput>({
    resolver: valibotResolver(schema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const [sent, setSent] = useState(false);
  const [problems, setProblems] = useState('');

  const onSubmit = form.handleSubmit(
    () => {
      form.reset(blank);
      setProblems('');
      setSent(true);
    },
    (errors) => setProblems(describeProblems(errors, subject)),
  );

  function startAgain() {
    // The form must be back in the page before its first field can take focus.
    flushSync(() => setSent(false));
    form.setFocus(firstField);
  }

  return { form, sent, problems, onSubmit, startAgain };
}
