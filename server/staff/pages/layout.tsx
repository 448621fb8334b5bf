import type { ReactNode } from 'react';
import { site } from '../../../app/content/site';
import { Brand, Document } from '../../html/document';

export interface Staff {
  email: string;
  csrfToken: string;
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
          <Brand href="/staff" label={`${site.name}: staff inbox`} />
          {staff ? (
            <form method="post" action="/staff/sign-out" className="row-actions">
              <span>Signed in as {staff.email}</span>
              <Csrf staff={staff} />
              <button className="link-button" type="submit">
                Sign out
              </button>
            </form>
          ) : null}
        </>
      }
    >
      {children}
    </Document>
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
