import type { ReactNode } from 'react';
import { site } from '../../../app/content/site';
import { Brand, Document } from '../../html/document';
import { formatDate } from '../../sales/calendar';
import type { StuckMail } from '../../store/stuck-mail';
import { urls } from '../../urls';

export interface Staff {
  email: string;
  csrfToken: string;
  /** Emails that have waited over an hour (server/store/stuck-mail.ts), if any. */
  stuckMail?: StuckMail | undefined;
}

/** The session's token, in every form that changes something. */
export function Csrf({ staff }: { staff: Staff }) {
  return <input type="hidden" name="_csrf" value={staff.csrfToken} />;
}

/** A staff page: the inbox's name, and who is signed in with a way out. */
export function StaffDocument({
  title,
  staff,
  children,
}: {
  title: string;
  staff?: Staff | undefined;
  children: ReactNode;
}) {
  return (
    <Document
      title={title}
      wide
      header={
        <>
          <Brand href={urls.staff.inbox.href()} label={`${site.name}: staff inbox`} />
          {staff ? (
            <form method="post" action={urls.staff.signOut.href()} className="row-actions">
              <span>Signed in as {staff.email}</span>
              <a href={urls.staff.invoices.href()}>Invoices</a>
              <a href={urls.staff.statements.href()}>Bank statement</a>
              <a href={urls.staff.exports.href()}>For the accountant</a>
              <a href={urls.staff.account.href()}>Your account</a>
              <Csrf staff={staff} />
              <button className="link-button" type="submit">
                Sign out
              </button>
            </form>
          ) : null}
        </>
      }
    >
      {staff?.stuckMail ? <StuckMailBanner stuck={staff.stuckMail} /> : null}
      {children}
    </Document>
  );
}

/** On every inbox page while any email has waited more than an hour. */
function StuckMailBanner({ stuck }: { stuck: StuckMail }) {
  const emails = stuck.count === 1 ? '1 email has' : `${stuck.count} emails have`;
  return (
    <section className="notice" aria-labelledby="stuck-mail">
      <h2 id="stuck-mail" className="flush">
        Email is stuck
      </h2>
      <p>
        {emails} not been sent since {formatDate(stuck.since)}: the sales team and customers are not
        getting them. Read new enquiries here, and ask whoever runs the server to check the mail
        server (SMTP_URL).
      </p>
      {stuck.lastError ? <p>The mail server&apos;s last answer: {stuck.lastError}</p> : null}
    </section>
  );
}

/** The mark of an enquiry whose hidden field was filled, after its reference or date. */
export function SpamBadge({ spam }: { spam: number }) {
  return Number(spam) ? (
    <>
      {' '}
      <span className="badge spam">Spam</span>
    </>
  ) : null;
}
