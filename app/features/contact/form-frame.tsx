import { CircleAlert, Send } from 'lucide-react';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { HONEYPOT_FIELD, type EnquiryKind } from '../../enquiries/schema';
import { ENQUIRY_ENDPOINT } from './send-enquiry';

type FormFrameProps = {
  heading: string;
  kind: EnquiryKind;
  /** Read out after an invalid submit: how many answers need correcting, and which. */
  problems: string;
  /** Why the last attempt to send did not reach us (offline, server busy...). */
  failure: string;
  submitting: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/**
 * The frame both forms share. Once the app runs it checks and sends the form itself;
 * before that (or without JavaScript) the browser posts it to the same address, and the
 * server answers with the confirmation page or the form again with its errors.
 * `noValidate` leaves the checking to our own messages, which say how to put each answer
 * right.
 */
export function FormFrame({
  heading,
  kind,
  problems,
  failure,
  submitting,
  submitLabel,
  onSubmit,
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
      <form
        action={ENQUIRY_ENDPOINT}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-6 space-y-6"
      >
        <input type="hidden" name="kind" value={kind} />
        {/* A trap for bots that fill every field; people never see or reach it. */}
        <div className="absolute -left-[10000px] size-px overflow-hidden" aria-hidden="true">
          <label>
            Leave this field empty
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        {children}
        <button
          type="submit"
          aria-disabled={submitting || undefined}
          onClick={(event) => {
            if (submitting) event.preventDefault();
          }}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-75 sm:w-auto"
        >
          <Send aria-hidden="true" className="size-5" />
          {submitting ? 'Sending…' : submitLabel}
        </button>
      </form>
    </div>
  );
}
