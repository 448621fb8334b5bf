import { CircleAlert, Send } from 'lucide-react';
import { useId, type FormEventHandler, type ReactNode, type Ref } from 'react';
import { useFormStatus } from 'react-dom';
import { HONEYPOT_FIELD } from '../../enquiries/form-fields';
import type { EnquiryKind } from '../../enquiries/schema';

type FormFrameProps = {
  heading: string;
  kind: EnquiryKind;
  /** Read out after an invalid submit: how many answers need correcting, and which. */
  problems: string;
  /** Why the last attempt to send did not reach us (offline, server busy...). */
  failure: string;
  submitLabel: string;
  /** What the form element takes from useEnquiryForm: its action (or address) and ref. */
  formProps: {
    ref: Ref<HTMLFormElement>;
    action: string | ((data: FormData) => void);
    method: string | undefined;
    onReset: FormEventHandler<HTMLFormElement>;
    onFocus: () => void;
    onPointerDown: () => void;
  };
  children: ReactNode;
};

/**
 * The frame the forms share. Once the app runs it checks and sends the form itself (the
 * form's action); before that (or without JavaScript) the browser posts it to
 * /api/enquiries, and the server answers with the confirmation page or the form again
 * with its errors.
 * `noValidate` leaves the checking to our own messages, which say how to put each answer
 * right.
 */
export function FormFrame({
  heading,
  kind,
  problems,
  failure,
  submitLabel,
  formProps,
  children,
}: FormFrameProps) {
  const failureId = useId();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {/* The form is not named by this heading: "Send us a message" would make it one more
          thing labelled "message" beside the Message field. */}
      <h2 className="text-2xl font-bold text-brand-900">{heading}</h2>
      <p className="mt-2 text-sm text-slate-700">All fields are required unless marked optional.</p>
      <p role="status" className="sr-only">
        {problems}
      </p>
      <div role="alert" id={failureId}>
        {failure ? (
          <p className="mt-4 flex gap-2 rounded-md border border-red-700 bg-red-50 p-4 font-medium text-red-800">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{failure}</span>
          </p>
        ) : null}
      </div>
      <form {...formProps} noValidate className="mt-6 space-y-6">
        <input type="hidden" name="kind" value={kind} />
        {/* A trap for bots that fill every field; people never see or reach it. */}
        <div className="absolute -left-[10000px] size-px overflow-hidden" aria-hidden="true">
          <label>
            Leave this field empty
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        {children}
        <SendButton label={submitLabel} />
      </form>
    </div>
  );
}

/**
 * Says "Sending…" while the form's action runs, and takes no second press meanwhile: a
 * double click sends one enquiry. Kept in the tab order and named, unlike a disabled
 * button, so focus stays on it.
 */
function SendButton({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
      className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-75 sm:w-auto"
    >
      <Send aria-hidden="true" className="size-5" />
      {pending ? 'Sending…' : label}
    </button>
  );
}
