import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type DefaultValues, type FieldErrors, type Path } from 'react-hook-form';
import type { GenericSchema } from 'valibot';
import type { EnquiryKind } from '../../enquiries/schema';
import { useHydrated } from '../../lib/use-hydrated';
import { sendEnquiry } from './send-enquiry';
import { clearDraft, useDraft } from './use-draft';

type Values = Record<string, string>;

type EnquiryFormOptions<TValues extends Values> = {
  kind: EnquiryKind;
  /** The empty form: what a sent form is cleared to. */
  blank: DefaultValues<TValues>;
  /** What the form opens with, such as an enquiry prefilled from the URL. */
  initial?: DefaultValues<TValues>;
  /** Where focus goes when the visitor starts another message. */
  firstField: Path<TValues>;
  /** "message", "request": how the form's problems name what was not sent. */
  subject: string;
  /** Sent with the fields: the quote's lines. */
  extra?: () => Record<string, unknown>;
  /**
   * Where the draft is kept, when the form is not the only one of its kind: the basket's
   * quote request (kind contact) must not open with a message begun on /contact.
   */
  draft?: string;
};

export type Sent = { reference: string; confirmationUrl: string };

/** "Your message has not been sent: 2 answers need correcting. Enter your full name. ..." */
export function describeProblems(errors: FieldErrors, subject: string): string {
  const messages = Object.values(errors).flatMap((error) =>
    typeof error?.message === 'string' ? [error.message] : [],
  );
  const count = messages.length === 1 ? '1 answer needs' : `${messages.length} answers need`;
  return `Your ${subject} has not been sent: ${count} correcting. ${messages.join('. ')}.`;
}

/**
 * The idempotency key for an enquiry: kept while the same words are retried, dropped once
 * they are sent (`forget`). An edit before a retry is another enquiry (the first may have
 * arrived, its answer lost), so it gets a key of its own and is stored as sent, not
 * answered with the first.
 */
function useIdempotencyKey() {
  const attempt = useRef<{ key: string; content: string }>(null);
  const keyFor = useCallback((content: string) => {
    const key = attempt.current?.content === content ? attempt.current.key : crypto.randomUUID();
    attempt.current = { key, content };
    return key;
  }, []);
  const forget = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, forget };
}

/**
 * A form that checks what was typed, sends it to the sales team (POST /api/enquiries) and
 * thanks the visitor with the reference. It checks on submit, then again on every change;
 * an invalid submit keeps what was typed and focuses the first field in error. If sending
 * fails the form stays as it was, says why, and sends the same enquiry again (one
 * idempotency key per enquiry, so a retry or a double click stores it once; an edited one
 * is a new enquiry).
 */
export function useEnquiryForm<TValues extends Values, TOutput>(
  schema: GenericSchema<TValues, TOutput>,
  {
    kind,
    blank,
    initial = blank,
    firstField,
    subject,
    extra,
    draft = kind,
  }: EnquiryFormOptions<TValues>,
) {
  const form = useForm<TValues, unknown, TOutput>({
    resolver: valibotResolver(schema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const [sent, setSent] = useState<Sent | undefined>();
  const [problems, setProblems] = useState('');
  const [failure, setFailure] = useState('');
  const idempotency = useIdempotencyKey();
  const draftKey = `clydeside-draft:${draft}`;
  useDraft(draftKey, form, Object.keys(blank), useHydrated());

  const onSubmit = form.handleSubmit(
    async (values) => {
      setProblems('');
      setFailure('');
      const more = extra?.() ?? {};
      const enquiry = { ...(values as Record<string, unknown>), ...more, kind };
      const idempotencyKey = idempotency.keyFor(JSON.stringify(enquiry));
      const result = await sendEnquiry({ ...enquiry, idempotencyKey });
      if (result.kind === 'sent') {
        idempotency.forget();
        clearDraft(draftKey);
        form.reset(blank);
        setSent({ reference: result.reference, confirmationUrl: result.confirmationUrl });
      } else if (result.kind === 'invalid') {
        for (const [name, message] of Object.entries(result.errors)) {
          if (message) form.setError(name as Path<TValues>, { message }, { shouldFocus: true });
        }
        setProblems(describeProblems(form.formState.errors, subject));
      } else {
        setFailure(result.message);
      }
    },
    (errors) => setProblems(describeProblems(errors, subject)),
  );

  function startAgain() {
    // The form must be back in the page before its first field can take focus.
    flushSync(() => setSent(undefined));
    form.setFocus(firstField);
  }

  return { form, sent, problems, failure, onSubmit, startAgain };
}
