import { useId } from 'react';
import { accountLinkForm } from '../../content/trade-account-pages';
import { InfoSection } from './info-section';

const controlClass =
  'block min-h-12 w-full rounded-md border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm';

/**
 * "Your quotes and orders": the e-mail address form that asks the server for a link to
 * the buyer's own page. A plain form post with no script of its own, so it works the same
 * before the app loads, without JavaScript and after; the server checks the address and
 * answers it (the same words whether or not it knows it).
 */
export function AccountLinkSection({ lead }: { lead: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const { heading, action, field, hint, button, details, signedIn } = accountLinkForm;
  return (
    <InfoSection
      heading={heading}
      lead={lead}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <form method="post" action={action} className="max-w-md">
        <label htmlFor={id} className="block font-semibold text-slate-900">
          {field.label}
        </label>
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
        <input
          id={id}
          name={field.name}
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          maxLength={254}
          aria-describedby={hintId}
          className={`mt-2 ${controlClass}`}
        />
        <button
          type="submit"
          className="mt-4 inline-flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto"
        >
          {button}
        </button>
      </form>
      <p className="mt-4 text-sm leading-6 text-slate-700">{details}</p>
      <p className="mt-2 text-sm leading-6 text-slate-700">
        {signedIn.text} {/* A page of the server's, not the app's: a plain link, loaded in full. */}
        <a
          href={signedIn.href}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {signedIn.link}
        </a>
      </p>
    </InfoSection>
  );
}
