import { site } from '../../../app/content/site';
import { renderDocument } from '../../html/document';
import { UnreadableDocument } from '../../store/documents';
import type { EnquiryRow } from '../../store/schema';
import { Csrf, StaffDocument, type Staff } from './layout';
import { urls } from '../../urls';

export function signInPage({
  csrfToken,
  email = '',
  next = '',
  problem,
  notice,
}: {
  csrfToken: string;
  email?: string;
  next?: string;
  problem?: string | undefined;
  notice?: string | undefined;
}) {
  return renderDocument(
    <StaffDocument title="Staff sign-in">
      <h1>Staff sign-in</h1>
      <p className="lead">
        For the {site.name} sales team. Accounts are made by the site&apos;s administrator.
      </p>
      {problem ? (
        <p className="notice" role="alert">
          {problem}
        </p>
      ) : notice ? (
        <p className="success" role="status">
          {notice}
        </p>
      ) : null}
      <form method="post" action={urls.staff.signIn.href()} className="narrow" noValidate>
        <input type="hidden" name="_csrf" value={csrfToken} />
        <input type="hidden" name="next" value={next} />
        <div className="field">
          <label htmlFor="email">Email address</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            spellCheck={false}
            required
            defaultValue={email}
          />
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <div className="actions">
          <button className="button" type="submit">
            Sign in
          </button>
        </div>
      </form>
    </StaffDocument>,
  );
}

export function erasePage({ staff, enquiry }: { staff: Staff; enquiry: EnquiryRow }) {
  return renderDocument(
    <StaffDocument title={`Erase ${enquiry.reference}`} staff={staff}>
      <h1>Erase {enquiry.reference}?</h1>
      <p className="lead">
        For a privacy request: the customer’s name, contact details, message, quote and the internal
        notes are deleted for good, and any email not yet sent is cancelled. The reference, the
        dates and the history stay, with a record that you erased it.
      </p>
      <p>This cannot be undone.</p>
      <form method="post" action={urls.staff.enquiryErase.href(enquiry.id)} className="row-actions">
        <Csrf staff={staff} />
        <button className="button danger" type="submit">
          Erase for good
        </button>
        <a href={urls.staff.enquiry.href(enquiry.id)}>Keep it</a>
      </form>
    </StaffDocument>,
  );
}

/** `back`: where the way out leads (the inbox unless it is about one enquiry). */
export function messagePage({
  staff,
  heading,
  text,
  back = { href: urls.staff.inbox.href(), label: 'Back to the inbox' },
}: {
  staff?: Staff | undefined;
  heading: string;
  text: string;
  back?: { href: string; label: string };
}) {
  return renderDocument(
    <StaffDocument title={heading} staff={staff}>
      <h1>{heading}</h1>
      <p className="lead">{text}</p>
      <p>
        <a href={back.href}>{back.label}</a>
      </p>
    </StaffDocument>,
  );
}

/**
 * What a page or a form that failed says (staff/signed-in.ts): a request it could not read;
 * a stored invoice or credit note that cannot be read, by its number, with the remedy; or
 * anything else. Nothing was changed in any case: a change runs in one transaction.
 */
export function failurePage(error: unknown, staff: Staff | undefined) {
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status < 500) {
    return messagePage({
      staff,
      heading: 'Not changed',
      text: 'The request could not be read: nothing has been changed. Go back, reload the page and try again.',
    });
  }
  if (error instanceof UnreadableDocument) {
    return messagePage({
      staff,
      heading: 'A stored document cannot be read',
      text: unreadableText(
        error.document,
        'so this cannot be shown or done, and nothing has been changed.',
      ),
    });
  }
  return messagePage({
    staff,
    heading: 'Something went wrong',
    text: 'This could not be shown or done, and nothing has been changed. Try again; if it happens again, the server’s log says why.',
  });
}

/**
 * What the team is told of a stored document that cannot be read: which one, and who puts it
 * right. Not a restore of the whole store, which would lose what was done since the backup
 * and take the invoice numbers back (docs/operating.md): that one record is copied back.
 */
export function unreadableText(document: string, consequence: string): string {
  return `The stored record of ${document} cannot be read, ${consequence} An issued document is never guessed at: ask whoever runs the server to copy that record back from the last good backup.`;
}
