// @ts-check
import { document } from '../enquiries/pages.js';
import { escapeHtml } from '../enquiries/html.js';
import { answers, formatDate, kindLabel, storedLines } from '../enquiries/present.js';
import { KINDS, PAGE_SIZE, STATUSES } from '../store/inbox.js';

/**
 * The staff inbox's pages: written by the server for each request, plain HTML forms that
 * work without any script, in the site's colours and type (the confirmation page's style
 * sheet). Every value from an enquiry goes through escapeHtml.
 *
 * @typedef {import('../enquiries/present.js').Domain} Domain
 * @typedef {import('../store/schema.js').EnquiryRow} EnquiryRow
 * @typedef {import('../store/schema.js').EventRow} EventRow
 * @typedef {import('../store/schema.js').OutboxRow} OutboxRow
 * @typedef {{ email: string; csrfToken: string }} Staff
 */

export const STATUS_LABELS = /** @type {Record<string, string>} */ ({
  new: 'New',
  'in-progress': 'In progress',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
});
const KIND_LABELS = /** @type {Record<string, string>} */ ({
  contact: 'Message',
  quote: 'Quote request',
  'site-survey': 'Site survey',
});

/** @param {Domain} domain @param {Staff | undefined} staff */
function bar(domain, staff) {
  const name = `<a href="/staff">${escapeHtml(domain.site.name)}: staff inbox</a>`;
  if (!staff) return name;
  return `${name}<form method="post" action="/staff/sign-out" class="row-actions"><span>Signed in as ${escapeHtml(staff.email)}</span>${csrf(staff)}<button class="link" type="submit">Sign out</button></form>`;
}

/** @param {Staff} staff */
function csrf(staff) {
  return `<input type="hidden" name="_csrf" value="${escapeHtml(staff.csrfToken)}">`;
}

/**
 * @param {Domain} domain
 * @param {{ title: string; body: string; staff?: Staff }} page
 */
function staffDocument(domain, { title, body, staff }) {
  return document(domain, { title, body, bar: bar(domain, staff), wide: true });
}

/**
 * @param {Domain} domain
 * @param {{ csrfToken: string; email?: string; next?: string; problem?: string; notice?: string }} state
 */
export function signInPage(domain, { csrfToken, email = '', next = '', problem, notice }) {
  const message = problem
    ? `<p class="notice" role="alert">${escapeHtml(problem)}</p>`
    : notice
      ? `<p class="success" role="status">${escapeHtml(notice)}</p>`
      : '';
  const body = `<h1>Staff sign-in</h1>
<p class="lead">For the ${escapeHtml(domain.site.name)} sales team. Accounts are made by the site's administrator.</p>
${message}
<form method="post" action="/staff/sign-in" novalidate>
<input type="hidden" name="_csrf" value="${escapeHtml(csrfToken)}">
<input type="hidden" name="next" value="${escapeHtml(next)}">
<div class="field"><label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="username" spellcheck="false" required value="${escapeHtml(email)}"></div>
<div class="field"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required></div>
<div class="actions"><button class="button" type="submit">Sign in</button></div>
</form>`;
  return document(domain, { title: 'Staff sign-in', body, bar: bar(domain, undefined) });
}

/**
 * @param {Domain} domain
 * @param {{
 *   staff: Staff;
 *   rows: Pick<EnquiryRow, 'id' | 'reference' | 'kind' | 'status' | 'spam' | 'name' | 'email' | 'company' | 'created_at' | 'erased_at'>[];
 *   total: number;
 *   page: number;
 *   query: { status?: string; kind?: string; search?: string };
 * }} state
 */
export function inboxPage(domain, { staff, rows, total, page, query }) {
  const params = (/** @type {Record<string, string | number | undefined>} */ extra) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({
      status: query.status,
      type: query.kind,
      q: query.search,
      ...extra,
    })) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);
  const options = (
    /** @type {readonly string[]} */ values,
    /** @type {Record<string, string>} */ labels,
    /** @type {string | undefined} */ chosen,
    /** @type {string} */ all,
  ) =>
    `<option value="">${all}</option>${values
      .map(
        (value) =>
          `<option value="${value}"${value === chosen ? ' selected' : ''}>${escapeHtml(labels[value])}</option>`,
      )
      .join('')}`;

  const table =
    rows.length === 0
      ? '<p class="lead">No enquiries match.</p>'
      : `<div class="table-wrap"><table>
<caption class="sr-only">Enquiries, newest first</caption>
<thead><tr><th scope="col">Reference</th><th scope="col">Type</th><th scope="col">Name</th><th scope="col">Company</th><th scope="col">Received</th><th scope="col">Status</th></tr></thead>
<tbody>${rows
          .map(
            (row) => `<tr>
<td><a href="/staff/enquiries/${escapeHtml(row.id)}">${escapeHtml(row.reference)}</a>${Number(row.spam) ? ' <span class="badge spam">Spam</span>' : ''}</td>
<td>${escapeHtml(KIND_LABELS[row.kind] ?? row.kind)}</td>
<td>${row.erased_at ? '<em>Erased</em>' : escapeHtml(row.name)}</td>
<td>${escapeHtml(row.company)}</td>
<td>${escapeHtml(formatDate(row.created_at))}</td>
<td><span class="badge ${row.status === 'new' ? 'new' : ''}">${escapeHtml(STATUS_LABELS[row.status] ?? row.status)}</span></td>
</tr>`,
          )
          .join('')}</tbody></table></div>`;

  const body = `<h1>Enquiries</h1>
<form method="get" action="/staff" class="filters" role="search" aria-label="Filter enquiries">
<div class="field"><label for="q">Search</label><input id="q" name="q" type="search" value="${escapeHtml(query.search ?? '')}" aria-describedby="q-hint"><p class="hint" id="q-hint">Name, email, company or reference</p></div>
<div class="field"><label for="status">Status</label><select id="status" name="status">${options(STATUSES, STATUS_LABELS, query.status, 'Any status')}</select></div>
<div class="field"><label for="type">Type</label><select id="type" name="type">${options(KINDS, KIND_LABELS, query.kind, 'Any type')}</select></div>
<div class="row-actions"><button class="button" type="submit">Filter</button><a href="/staff">Clear</a></div>
</form>
<p role="status">${total === 0 ? 'No enquiries' : `Showing ${first} to ${last} of ${total} ${total === 1 ? 'enquiry' : 'enquiries'}`}</p>
${table}
<nav class="pager" aria-label="Pages">
${page > 1 ? `<a href="/staff${params({ page: page - 1 })}">Newer enquiries</a>` : '<span></span>'}
<span>Page ${page} of ${pages}</span>
${page < pages ? `<a href="/staff${params({ page: page + 1 })}">Older enquiries</a>` : '<span></span>'}
</nav>
<p><a class="button secondary" href="/staff/export.csv${params({})}" download>Export these enquiries (CSV)</a></p>`;
  return staffDocument(domain, { title: 'Enquiries', body, staff });
}

/** @param {OutboxRow | undefined} mail */
function mailState(mail) {
  if (!mail) return 'No email (erased before it was sent, or never queued)';
  switch (mail.state) {
    case 'sent':
      return `Sent ${formatDate(mail.sent_at ?? mail.created_at)}`;
    case 'pending':
      return mail.attempts > 0
        ? `Not sent yet: ${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'}, next ${formatDate(mail.next_attempt_at)}${mail.last_error ? ` (${mail.last_error})` : ''}`
        : 'Waiting to be sent';
    case 'not-configured':
      return 'Not emailed: no mail server is set (SMTP_URL)';
    case 'spam':
      return 'Not emailed: marked as spam (the hidden field was filled)';
  }
}

/** @param {EventRow} event */
function eventText(event) {
  switch (event.kind) {
    case 'status':
      return `Status changed from ${STATUS_LABELS[event.from_status ?? ''] ?? event.from_status} to ${STATUS_LABELS[event.to_status ?? ''] ?? event.to_status}`;
    case 'note':
      return event.note === null ? 'Note (erased)' : `Note: ${event.note}`;
    case 'erased':
      return 'Erased at the customer’s request: what the enquiry said is gone';
  }
}

/**
 * @param {Domain} domain
 * @param {{ staff: Staff; enquiry: EnquiryRow; events: EventRow[]; mail: OutboxRow | undefined; flash?: string; problem?: string }} state
 */
export function enquiryPage(domain, { staff, enquiry, events, mail, flash, problem }) {
  const price = domain.formatPrice;
  const lines = storedLines(enquiry);
  const totals =
    enquiry.total_pence === null ? undefined : domain.vatBreakdown(Number(enquiry.total_pence));
  const base = `/staff/enquiries/${escapeHtml(enquiry.id)}`;
  const quote =
    lines.length === 0
      ? ''
      : `<h2 id="lines-heading">Quote lines (priced by the website)</h2><div class="table-wrap"><table aria-labelledby="lines-heading">
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Unit price inc VAT</th><th scope="col" class="num">Line total inc VAT</th></tr></thead>
<tbody>${lines
          .map(
            (line) =>
              `<tr><td>${escapeHtml(line.name)}${line.options.length > 0 ? `<br><span class="note">${escapeHtml(line.options.map(({ group, value }) => `${group}: ${value}`).join(', '))}</span>` : ''}</td><td class="num">${Number(line.quantity)}</td><td class="num">${price(Number(line.unitPrice))}</td><td class="num">${price(Number(line.lineTotal))}</td></tr>`,
          )
          .join('')}</tbody>
${totals ? `<tfoot><tr><th scope="row" colspan="3">Total ex VAT</th><td class="num">${price(totals.exVat)}</td></tr><tr><th scope="row" colspan="3">VAT (20%)</th><td class="num">${price(totals.vat)}</td></tr><tr class="total"><th scope="row" colspan="3">Total inc VAT</th><td class="num">${price(totals.incVat)}</td></tr></tfoot>` : ''}
</table></div>`;
  const sent = enquiry.erased_at
    ? `<p class="notice">Erased ${escapeHtml(formatDate(enquiry.erased_at))}: what this enquiry said is no longer kept.</p>`
    : `<dl class="answers">${answers(domain, enquiry)
        .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join('\n')}</dl>${quote}`;

  const body = `<p><a href="/staff">Back to the inbox</a></p>
<h1>${escapeHtml(kindLabel(enquiry))} ${escapeHtml(enquiry.reference)}</h1>
<p class="lead">Received ${escapeHtml(formatDate(enquiry.created_at))}${Number(enquiry.spam) ? ' <span class="badge spam">Spam</span>' : ''}</p>
${flash ? `<p class="success" role="status">${escapeHtml(flash)}</p>` : ''}
${problem ? `<p class="notice" role="alert">${escapeHtml(problem)}</p>` : ''}
<h2>What was sent</h2>
${sent}
<h2>Email to the sales team</h2>
<p>${escapeHtml(mailState(mail))}</p>
<h2>Status</h2>
<form method="post" action="${base}/status" class="filters">${csrf(staff)}
<div class="field"><label for="status">Status</label><select id="status" name="status">${STATUSES.map((status) => `<option value="${status}"${status === enquiry.status ? ' selected' : ''}>${STATUS_LABELS[status]}</option>`).join('')}</select></div>
<div class="row-actions"><button class="button" type="submit">Change status</button></div>
</form>
${
  enquiry.erased_at
    ? ''
    : `<h2>Add an internal note</h2>
<form method="post" action="${base}/notes">${csrf(staff)}
<div class="field"><label for="note">Note</label><p class="hint" id="note-hint">Seen by staff only, never by the customer.</p><textarea id="note" name="note" rows="3" aria-describedby="note-hint" maxlength="2000"></textarea></div>
<div class="actions"><button class="button" type="submit">Add note</button></div>
</form>`
}
<h2>History</h2>
${
  events.length === 0
    ? '<p>No changes yet.</p>'
    : `<ol class="history">${events
        .map(
          (event) =>
            `<li><strong>${escapeHtml(formatDate(event.at))}</strong>, ${escapeHtml(event.staff_email)}: <span class="pre">${escapeHtml(eventText(event))}</span></li>`,
        )
        .join('')}</ol>`
}
${enquiry.erased_at ? '' : `<h2>Privacy</h2><p><a class="button danger" href="${base}/erase">Erase this enquiry…</a></p>`}`;
  return staffDocument(domain, { title: `${enquiry.reference}`, body, staff });
}

/** @param {Domain} domain @param {{ staff: Staff; enquiry: EnquiryRow }} state */
export function erasePage(domain, { staff, enquiry }) {
  const base = `/staff/enquiries/${escapeHtml(enquiry.id)}`;
  const body = `<h1>Erase ${escapeHtml(enquiry.reference)}?</h1>
<p class="lead">For a privacy request: the customer’s name, contact details, message, quote and the internal notes are deleted for good, and any email not yet sent is cancelled. The reference, the dates and the history stay, with a record that you erased it.</p>
<p>This cannot be undone.</p>
<form method="post" action="${base}/erase" class="row-actions">${csrf(staff)}
<button class="button danger" type="submit">Erase for good</button>
<a href="${base}">Keep it</a>
</form>`;
  return staffDocument(domain, { title: `Erase ${enquiry.reference}`, body, staff });
}

/** @param {Domain} domain @param {{ staff?: Staff; heading: string; text: string }} state */
export function messagePage(domain, { staff, heading, text }) {
  return staffDocument(domain, {
    title: heading,
    body: `<h1>${escapeHtml(heading)}</h1><p class="lead">${escapeHtml(text)}</p><p><a href="/staff">Back to the inbox</a></p>`,
    staff,
  });
}

export { KIND_LABELS };
