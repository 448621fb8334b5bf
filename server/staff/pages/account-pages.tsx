import { formatDate } from '../../sales/calendar';
import { renderDocument } from '../../html/document';
import type { SessionSummary } from '../../store/sessions';
import { ErrorSummary, TextField } from './form-parts';
import { Csrf, StaffDocument, type Staff } from './layout';
import { urls } from '../../urls';
import type { AccountDone } from '../../urls';

/** What the account page says after a change. */
const DONE: Record<AccountDone, string> = {
  password:
    'Your password has been changed. Every other session of your account has been signed out; this one stays signed in.',
  others: 'Signed out everywhere else: only this session is still signed in.',
};

/** Your account: where you are signed in, the way to end the rest, and to a new password. */
export function accountPage({
  staff,
  sessions,
  done,
}: {
  staff: Staff;
  sessions: SessionSummary[];
  done?: AccountDone | undefined;
}) {
  const others = sessions.filter((session) => !session.current).length;
  return renderDocument(
    <StaffDocument title="Your account" staff={staff}>
      <p>
        <a href={urls.staff.inbox.href()}>Back to the inbox</a>
      </p>
      <h1>Your account</h1>
      <p className="lead">Signed in as {staff.email}.</p>
      {done ? (
        <p className="success" role="status">
          {DONE[done]}
        </p>
      ) : null}
      <h2>Password</h2>
      <p>
        <a href={urls.staff.password.href()}>Change your password</a>
      </p>
      <h2 id="sessions-heading">Where you are signed in</h2>
      <p>
        Each browser or device you signed in on, until you sign out there or it has been idle for 12
        hours (7 days at most).
      </p>
      <SessionsTable sessions={sessions} />
      {others > 0 ? (
        <form
          method="post"
          action={urls.staff.signOutOthers.href()}
          className="actions compact row-actions"
        >
          <Csrf staff={staff} />
          <button className="button" type="submit">
            Sign out everywhere else
          </button>
          <span>
            Ends {others === 1 ? 'the other session' : `the ${others} other sessions`}; this one
            stays.
          </span>
        </form>
      ) : (
        <p>You are not signed in anywhere else.</p>
      )}
    </StaffDocument>,
  );
}

function SessionsTable({ sessions }: { sessions: SessionSummary[] }) {
  return (
    <table className="stack" aria-labelledby="sessions-heading">
      <thead>
        <tr>
          <th scope="col">Session</th>
          <th scope="col">Signed in</th>
          <th scope="col">Last seen</th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr key={session.createdAt + session.lastSeenAt + String(session.current)}>
            <td>{session.current ? <strong>This session</strong> : 'Another browser or device'}</td>
            <td data-label="Signed in">{formatDate(session.createdAt)}</td>
            <td data-label="Last seen">
              {session.current ? 'Now' : formatDate(session.lastSeenAt)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface PasswordErrors {
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
  newPasswordAgain?: string | undefined;
}

const FIELDS = [
  ['currentPassword', 'Current password', 'current-password'],
  ['newPassword', 'New password', 'new-password'],
  ['newPasswordAgain', 'New password again', 'new-password'],
] as const;

/** Change your password: the current one, and the new one twice. Nothing is filled back in. */
export function passwordPage({ staff, errors = {} }: { staff: Staff; errors?: PasswordErrors }) {
  const problems = FIELDS.flatMap(([id]) => {
    const text = errors[id];
    return text ? [{ target: id, text }] : [];
  });
  return renderDocument(
    <StaffDocument title="Change your password" staff={staff}>
      <p>
        <a href={urls.staff.account.href()}>Back to your account</a>
      </p>
      <h1>Change your password</h1>
      <p className="lead">
        Every other session of your account is signed out when you change it; this one stays signed
        in.
      </p>
      <ErrorSummary heading="Not changed: there is a problem" problems={problems} />
      <form method="post" action={urls.staff.password.href()} className="narrow" noValidate>
        <Csrf staff={staff} />
        {/* For password managers: whose password this is. */}
        <input type="hidden" name="username" autoComplete="username" value={staff.email} />
        {FIELDS.map(([id, label, autoComplete]) => (
          <TextField
            key={id}
            id={id}
            label={label}
            type="password"
            // A password is never written back into the page.
            value=""
            autoComplete={autoComplete}
            required
            error={errors[id]}
            hint={
              id === 'newPassword'
                ? 'At least 12 characters, and not a common password. A few words that do not belong together make a good one.'
                : undefined
            }
          />
        ))}
        <div className="actions">
          <button className="button" type="submit">
            Change password
          </button>
        </div>
      </form>
    </StaffDocument>,
  );
}
