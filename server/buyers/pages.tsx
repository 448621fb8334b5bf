import { site } from '../../app/content/site';
import { Document, renderDocument } from '../html/document';
import { urls } from '../urls';

/**
 * The buyer's own pages (PRODUCT.md "The buyer's own page"), written by the server without
 * script: the address form, its one answer, a link that no longer works, and the page of
 * every quote, order and invoice for the signed-in address. Laid out for a phone first:
 * each table stacks into labelled rows below 40rem (html/style.ts `table.stack`).
 */
export const PAGE_TITLE = 'Your quotes and orders';
export const LINK_ANSWER = 'If we have quotes or orders for that address, a link is on its way.';

const EMAIL_FIELD = 'buyer-email';

/** The address form: one field, posted without script. */
export function AddressForm({
  email = '',
  problem,
  button = 'Email me a link',
}: {
  email?: string;
  problem?: string | undefined;
  button?: string;
}) {
  const described = [`${EMAIL_FIELD}-hint`, problem ? `${EMAIL_FIELD}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form method="post" action={urls.buyer.link.href()} className="narrow" noValidate>
      <div className="field">
        <label htmlFor={EMAIL_FIELD}>Email address</label>
        <p className="hint" id={`${EMAIL_FIELD}-hint`}>
          The address our sales team sent your quote to.
        </p>
        {problem ? (
          <p className="error" id={`${EMAIL_FIELD}-error`}>
            {problem}
          </p>
        ) : null}
        <input
          id={EMAIL_FIELD}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          maxLength={254}
          required
          defaultValue={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
        />
      </div>
      <div className="actions">
        <button type="submit" className="button">
          {button}
        </button>
      </div>
    </form>
  );
}

function HowItWorks() {
  return (
    <>
      <h2>How it works</h2>
      <ul>
        <li>
          We email a link to the address our sales team sent your quote to. It works once, within 30
          minutes.
        </li>
        <li>
          It signs this browser in for 30 days: you see every quote, order and invoice we have for
          that address, and can buy the same again.
        </li>
        <li>No password and nothing to sign up for.</li>
      </ul>
      <p className="note">
        Not had a quote from us yet? Send a basket as a quote request, or{' '}
        <a href="/contact">contact the sales team</a> on {site.phone.display}.
      </p>
    </>
  );
}

/** Signed out: the form, with what went wrong or what just happened. */
export function requestPage({
  email,
  problem,
  notice,
}: {
  email?: string;
  problem?: string | undefined;
  notice?: string | undefined;
} = {}) {
  return renderDocument(
    <Document title={problem ? `Error: ${PAGE_TITLE}` : PAGE_TITLE}>
      <h1>{PAGE_TITLE}</h1>
      {notice ? (
        <p className="success" role="status">
          {notice}
        </p>
      ) : null}
      <p className="lead">
        Type your email address and we will email you a link to every quote, order and invoice we
        have for it.
      </p>
      {problem ? (
        <div className="notice" role="alert" aria-labelledby="problem-heading">
          <h2 id="problem-heading" className="flush">
            There is a problem
          </h2>
          <p className="flush">
            <a href={`#${EMAIL_FIELD}`}>{problem}</a>
          </p>
        </div>
      ) : null}
      <AddressForm email={email} problem={problem} />
      <HowItWorks />
    </Document>,
  );
}

/** The one answer to an address, known or not: the same words, status and work. */
export function linkSentPage() {
  return renderDocument(
    <Document title={`Check your email: ${PAGE_TITLE}`}>
      <h1>Check your email</h1>
      <p className="lead" role="status">
        {LINK_ANSWER}
      </p>
      <p>
        The link works once, within 30 minutes. It can take a few minutes to arrive: if it does not,
        look in your spam or junk folder, then ask for another.
      </p>
      <h2>Ask for another link</h2>
      <AddressForm button="Email me another link" />
      <p className="note">
        Nothing arrived? The link goes only to an address our sales team has sent a quote to. Call
        us on {site.phone.display} and we will check the address we have.
      </p>
    </Document>,
  );
}

/** An address that has asked too often: said the same whether or not it is known. */
export function tooManyPage(problem: string) {
  return renderDocument(
    <Document title={`Wait a while: ${PAGE_TITLE}`}>
      <h1>{PAGE_TITLE}</h1>
      <p className="notice" role="alert">
        {problem}
      </p>
      <p>
        Or call us on <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>.
      </p>
    </Document>,
  );
}

/** A link used already, past its 30 minutes, ended by "Sign out everywhere" or mistyped. */
export function linkEndedPage() {
  return renderDocument(
    <Document title={`Link no longer works: ${PAGE_TITLE}`}>
      <h1>This link no longer works</h1>
      <p className="lead">
        A sign-in link works once, within 30 minutes of being sent. Ask for a new one: we email it
        to the address our sales team sent your quote to.
      </p>
      <AddressForm />
    </Document>,
  );
}

/** A post from another site's page: refused before its body is read. */
export function notFromHerePage() {
  return renderDocument(
    <Document title={`Not sent from our page: ${PAGE_TITLE}`}>
      <h1>{PAGE_TITLE}</h1>
      <p className="notice" role="alert">
        That request did not come from our own page, so nothing was done. Open{' '}
        <a href={urls.buyer.page.href()}>{PAGE_TITLE}</a> and try again.
      </p>
    </Document>,
  );
}

/** Anything else under /account/. */
export function notHerePage() {
  return renderDocument(
    <Document title={`Page not found: ${PAGE_TITLE}`}>
      <h1>Page not found</h1>
      <p className="lead">
        There is nothing at this address. <a href={urls.buyer.page.href()}>{PAGE_TITLE}</a> lists
        every quote, order and invoice we have sent you.
      </p>
    </Document>,
  );
}

/**
 * A request that failed: `text` says why when the server failed it (html/failure-words.ts).
 * The way back is offered unless the failure is lasting: the page would fail the same way.
 */
export function failedPage(
  text = 'Your request could not be read. Please send it again.',
  { lasting = false } = {},
) {
  return renderDocument(
    <Document title={`Problem: ${PAGE_TITLE}`}>
      <h1>{PAGE_TITLE}</h1>
      <p className="notice" role="alert">
        {text}
      </p>
      {lasting ? null : (
        <p>
          <a href={urls.buyer.page.href()}>Back to {PAGE_TITLE}</a>
        </p>
      )}
    </Document>,
  );
}
