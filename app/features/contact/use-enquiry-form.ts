import {
  useActionState,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { flushSync } from 'react-dom';
import type { EnquiryKind } from '../../enquiries/schema';
import { useHydrated } from '../../lib/use-hydrated';
import { NOT_YET, answersIn, refused, type Answers, type Outcome } from './enquiry-outcome';
import {
  ENQUIRY_ENDPOINT,
  UNREACHABLE,
  loadSubmitCode,
  preloadSubmitCode,
  submitCode,
  type FormName,
} from './submit-code';
import { clearDraft, useDraft } from './use-draft';
import { useIdempotencyKey } from './use-idempotency-key';
import { useRecheckedErrors } from './use-rechecked-errors';

type EnquiryFormOptions = {
  kind: EnquiryKind;
  /** The empty form, its fields in order: what a sent form is cleared to. */
  blank: Answers;
  /** What the form opens with, such as an enquiry prefilled from the URL. */
  initial?: Answers;
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

/**
 * A form that checks what was typed, sends it to the sales team (POST /api/enquiries) and
 * thanks the visitor with the reference, on React's own form features: the form's
 * `action` is this hook's action (useActionState), and its send button reads
 * useFormStatus. It checks on submit, then again on every change; an invalid submit keeps
 * what was typed and focuses the first field in error. If sending fails the form stays as
 * it was, says why, and sends the same enquiry again (one idempotency key per enquiry, so a
 * retry or a double click stores it once; an edited one is a new enquiry).
 *
 * Every answer is React state (controlled fields): the draft, the checks on change and the
 * early-input replay (app/boot/replay-early-input.ts, whose events reach `onAnswer`) all
 * read and write that one copy. React resets a form after its action (for uncontrolled
 * fields); that reset is cancelled (`onReset`), as it would put a controlled select back
 * to the choice the page was rendered with while its state kept the visitor's.
 *
 * Until the page has hydrated the form posts to the server itself, as it does without
 * JavaScript: its `action` is the address, not the function.
 *
 * The checks, the send and the thanks are not in the page's start-up (on-submit.ts,
 * loaded by submit-code.ts): the first focus, press or answer in the form loads them, and
 * the action waits for them before it checks anything.
 */
export function useEnquiryForm(
  /** Which form's schema checks it (app/enquiries/schema.ts, loaded with on-submit.ts). */
  schema: FormName,
  { kind, blank, initial = blank, subject, extra, draft = kind }: EnquiryFormOptions,
) {
  const fields = useMemo(() => Object.keys(blank), [blank]);
  const [answers, setAnswers] = useState<Answers>(initial);
  /** The round whose thanks the visitor left for another message. */
  const left = useRef(0);
  const [leftRound, setLeftRound] = useState(0);
  /** Whether the visitor has answered anything yet: only then is there a draft to keep. */
  const [typed, setTyped] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const idempotency = useIdempotencyKey();
  const draftKey = `clydeside-draft:${draft}`;
  const hydrated = useHydrated();

  const [outcome, submit, sending] = useActionState(
    async (previous: Outcome, data: FormData): Promise<Outcome> => {
      // A press queued behind the one that sent it (a double click): nothing more to send.
      if (previous.sent && previous.round !== left.current) return previous;
      const round = previous.round + 1;
      let code: Awaited<ReturnType<typeof loadSubmitCode>>;
      try {
        code = await loadSubmitCode();
      } catch {
        // Offline before the checks could load: as a send that could not reach us.
        return { ...NOT_YET, round, failure: UNREACHABLE };
      }
      const checked = code.checkAnswers(code.schemas[schema], answersIn(data, fields));
      if (!checked.ok) {
        const { failure } = previous;
        return refused({ round, errors: checked.errors, fields, subject, failure });
      }
      const enquiry = { ...checked.output, ...extra?.(), kind };
      const idempotencyKey = idempotency.keyFor(JSON.stringify(enquiry));
      const result = await code.sendEnquiry(ENQUIRY_ENDPOINT, { ...enquiry, idempotencyKey });
      if (result.kind === 'sent') {
        idempotency.forget();
        clearDraft(draftKey);
        const { reference, confirmationUrl } = result;
        return { ...NOT_YET, round, sent: { reference, confirmationUrl } };
      }
      if (result.kind === 'invalid') {
        return refused({ round, errors: result.errors, fields, subject });
      }
      const failure = result.kind === 'unreachable' ? UNREACHABLE : result.message;
      return { ...NOT_YET, round, failure };
    },
    NOT_YET,
  );

  /** The answers against the form's schema, once its code has loaded. */
  const recheck = (current: Answers) => {
    const code = submitCode();
    return code?.checkAnswers(code.schemas[schema], current);
  };
  const { errors, noteChange } = useRecheckedErrors(recheck, answers, outcome);

  function focusField(name: string | undefined) {
    const control = name ? form.current?.elements.namedItem(name) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  // Focus moves with the outcome, in the commit that shows its errors.
  useLayoutEffect(() => focusField(outcome.focus), [outcome]);

  const onAnswer = (name: string, value: string) => {
    preloadSubmitCode();
    setAnswers((current) => ({ ...current, [name]: value }));
    setTyped(true);
    noteChange(name);
  };

  /**
   * A draft fills only what is unanswered. What the visitor typed before the app took over
   * wins over it: the early-input replay gives it to `onAnswer` after the draft is read.
   */
  const restore = useCallback((saved: Record<string, string>) => {
    setAnswers((current) => {
      const next = { ...current };
      for (const [name, value] of Object.entries(saved))
        if (value && !current[name]) next[name] = value;
      return next;
    });
  }, []);
  useDraft(draftKey, fields, answers, restore, { read: hydrated, write: typed });

  function startAgain() {
    left.current = outcome.round;
    // The form must be back in the page before its first field can take focus.
    flushSync(() => {
      setLeftRound(outcome.round);
      setAnswers(blank);
    });
    focusField(fields[0]);
  }

  const formProps = {
    ref: form,
    action: hydrated ? submit : ENQUIRY_ENDPOINT,
    // A method beside a function is React's to set: only the plain post names it.
    method: hydrated ? undefined : 'post',
    onReset: (event: FormEvent<HTMLFormElement>) => event.preventDefault(),
    // The checks, the send and the thanks load as the visitor starts on the form.
    onFocus: preloadSubmitCode,
    onPointerDown: preloadSubmitCode,
  };

  const sent = outcome.sent && outcome.round !== leftRound ? outcome.sent : undefined;
  // While answers that pass the check are being sent, the last send's failure and problems
  // are taken off: if this send fails the same way, they are put back, and read out again.
  // Before the code has loaded there is nothing to take off but a failure to load it.
  const cleared = sending && (recheck(answers)?.ok ?? true);
  return {
    answers,
    errors,
    onAnswer,
    formProps,
    sent,
    problems: cleared ? '' : outcome.problems,
    failure: cleared ? '' : outcome.failure,
    startAgain,
  };
}
