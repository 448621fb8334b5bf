import { Send } from 'lucide-react';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

type FormFrameProps = {
  heading: string;
  /** Read out after an invalid submit: how many answers need correcting, and which. */
  problems: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/**
 * The frame both forms share. There is no action and no method: the form is checked
 * here and nothing leaves the browser. `noValidate` leaves the checking to our own
 * messages, which say how to put each answer right.
 */
export function FormFrame({ heading, problems, submitLabel, onSubmit, children }: FormFrameProps) {
  const headingId = useId();
  // Until React takes over the pre-rendered page, a submit would be the browser's own:
  // a GET carrying the answers in the URL. A disabled button blocks it, Enter included.
  const hydrated = useHydrated();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <p className="mt-2 text-sm text-slate-700">All fields are required unless marked optional.</p>
      <p role="status" className="sr-only">
        {problems}
      </p>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="mt-6 space-y-6">
        {children}
        <button
          type="submit"
          disabled={!hydrated}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-75 sm:w-auto"
        >
          <Send aria-hidden="true" className="size-5" />
          {submitLabel}
        </button>
      </form>
    </div>
  );
}
