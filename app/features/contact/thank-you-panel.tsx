import { CircleCheck } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ThankYouCopy } from '../../content/enquiry-thanks';
import { site } from '../../content/site';
import type { Sent } from './enquiry-outcome';

type ThankYouPanelProps = {
  copy: ThankYouCopy;
  sent: Sent;
  /** The main way on: another message (AgainButton), or back to the shop. */
  action: ReactNode;
  /** Anything more to offer, such as emptying the basket a quote was made from. */
  children?: ReactNode;
};

/** The look of the panel's main action, a button or a link. */
export const thanksActionClass =
  'mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800';

/** Back to an empty form, for another message or request. */
export function AgainButton({ label, onAgain }: { label: string; onAgain: () => void }) {
  return (
    <button type="button" onClick={onAgain} className={thanksActionClass}>
      {label}
    </button>
  );
}

/**
 * Takes the form's place once it is sent. Focus moves to the heading, so a screen reader
 * announces the thanks and keyboard users carry on from here, not from the page top.
 */
export function ThankYouPanel({ copy, sent, action, children }: ThankYouPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves as the panel appears, in the same commit: no moment with focus on <body>.
  useLayoutEffect(() => heading.current?.focus(), []);

  return (
    <div className="rounded-lg border border-green-700 bg-green-50 p-6 sm:p-8">
      <CircleCheck aria-hidden="true" className="size-10 text-green-700" />
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-brand-900 focus-visible:outline-offset-4"
      >
        {copy.heading}
      </h2>
      <p className="mt-3 text-lg text-slate-900">
        Your reference is <strong className="font-bold">{sent.reference}</strong>.
      </p>
      <p className="mt-3 max-w-prose leading-7 text-slate-800">
        {copy.text}{' '}
        <a
          href={`tel:${site.phone.e164}`}
          className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-2"
        >
          {site.phone.display}
        </a>
        .
      </p>
      <p className="mt-3">
        <a
          href={sent.confirmationUrl}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          View and print your {copy.record}
        </a>
      </p>
      {children}
      <div>{action}</div>
    </div>
  );
}
