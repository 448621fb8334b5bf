// @ts-check
import { createHash } from 'node:crypto';
import { escapeHtml } from './html.js';
import { answers, formatDate, kindLabel, storedLines } from './present.js';

/**
 * The pages the server writes itself, because they hold what one visitor sent: the
 * confirmation of an enquiry, and (for a browser without JavaScript) the form again with
 * its errors. Plain HTML and one style sheet: no script, nothing to hydrate, and they
 * print on A4 as they read.
 *
 * @typedef {import('./present.js').Domain} Domain
 * @typedef {import('../store/schema.js').EnquiryRow} EnquiryRow
 */

const STYLE = `
:root{--brand:#0f4470;--brand-dark:#082742;--accent:#f0b13c;--text:#0f172a;--muted:#334155;--line:#cbd5e1;--error:#b91c1c;--focus:#1d4ed8}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:var(--text);line-height:1.5;background:#fff}
a{color:var(--brand);text-underline-offset:2px}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-10000px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem 1rem;z-index:1}
header{background:var(--brand-dark);color:#fff;padding:1rem}
header .bar{max-width:60rem;margin:0 auto;display:flex;flex-wrap:wrap;gap:.5rem 2rem;justify-content:space-between;align-items:center}
header a{color:#fff;font-weight:700;text-decoration:none;font-size:1.25rem}
header a:hover{text-decoration:underline}
header p{margin:0}
header a.phone{font-size:1rem}
.flush{margin:0}
main{max-width:60rem;margin:0 auto;padding:2rem 1rem 3rem}
main.wide,header .bar.wide{max-width:80rem}
h1{font-size:1.875rem;line-height:1.2;color:var(--brand-dark);margin:0 0 .5rem}
h2{font-size:1.25rem;color:var(--brand-dark);margin:2rem 0 .75rem}
.lead{font-size:1.125rem;margin:.5rem 0}
.reference{font-size:1.5rem;font-weight:700}
dl.answers{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.5rem 1.5rem;margin:0}
dl.answers dt{font-weight:600}
dl.answers dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid var(--line);vertical-align:top}
th.num,td.num{text-align:right}td.num{white-space:nowrap}
tfoot th{font-weight:600}
tfoot tr.total th,tfoot tr.total td{font-weight:700;border-top:2px solid var(--text)}
.note{color:var(--muted);font-size:.9375rem}
.actions{display:flex;flex-wrap:wrap;gap:1rem;margin-top:2rem}
.button{display:inline-flex;align-items:center;min-height:2.75rem;padding:.75rem 1.5rem;border-radius:.375rem;background:var(--brand);color:#fff;font-weight:600;text-decoration:none;border:0;font-size:1rem;cursor:pointer}
.button:hover{background:var(--brand-dark)}
.notice{border:1px solid var(--error);background:#fef2f2;color:#7f1d1d;padding:1rem;border-radius:.375rem;font-weight:500}
form .field{margin-top:1.25rem}
label{display:block;font-weight:600}
.hint{color:var(--muted);font-size:.875rem;margin:.25rem 0 0}
input,select,textarea{display:block;width:100%;min-height:3rem;margin-top:.5rem;padding:.625rem .75rem;border:1px solid #64748b;border-radius:.375rem;font:inherit;background:#fff;color:var(--text)}
[aria-invalid=true]{border-color:var(--error);box-shadow:0 0 0 1px var(--error)}
.error{color:var(--error);font-weight:500;font-size:.875rem;margin:.5rem 0 0}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.filters{display:flex;flex-wrap:wrap;gap:1rem;align-items:end;margin:1rem 0}
.filters .field{margin:0;flex:1 1 12rem}
.row-actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
.button.secondary{background:#fff;color:var(--brand);border:1px solid var(--brand)}
.button.danger{background:var(--error)}
.badge{display:inline-block;padding:.125rem .5rem;border-radius:999px;font-size:.8125rem;font-weight:600;background:#e2e8f0;color:var(--text);white-space:nowrap}
.badge.new{background:#dbeafe;color:#1e3a8a}.badge.spam{background:#fee2e2;color:#7f1d1d}
.table-wrap{overflow-x:auto}
.pager{display:flex;gap:1rem;justify-content:space-between;align-items:center;margin-top:1rem}
.success{border:1px solid #15803d;background:#f0fdf4;color:#14532d;padding:1rem;border-radius:.375rem;font-weight:500}
ol.history{padding-left:1.25rem}ol.history li{margin:.5rem 0}
header button.link{background:none;border:0;color:#fff;font:inherit;text-decoration:underline;cursor:pointer;padding:.5rem}
footer{border-top:1px solid var(--line);padding:1.5rem 1rem;color:var(--muted);font-size:.875rem}
footer p{max-width:60rem;margin:0 auto}
@media (max-width:40rem){dl.answers{grid-template-columns:1fr;gap:0}dl.answers dd{margin-bottom:.75rem}table{font-size:.875rem}th,td{padding:.375rem .25rem}td:first-child{min-width:7rem}}
@media print{
  @page{size:A4;margin:18mm 16mm}
  body{font-size:11pt;color:#000}
  header{background:none;color:#000;border-bottom:2px solid #000;padding:0 0 .5rem}
  header a{color:#000}
  main{max-width:none;padding:1rem 0 0}
  .actions,.skip,.screen-only{display:none}
  a{color:#000;text-decoration:none}
  table,tr,dl.answers{break-inside:avoid}
  h2{break-after:avoid}
  footer{border-top:1px solid #000;padding:.5rem 0 0}
}`;

/** The inline style sheet's hash, for the page's Content-Security-Policy. */
export const styleHash = `sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}`;

/**
 * A whole page in the site's colours and type, with the business's name and phone in the
 * header; the staff inbox passes its own header (`bar`).
 * @param {Domain} domain
 * @param {{ title: string; body: string; bar?: string; wide?: boolean }} page
 */
export function document(domain, { title, body, bar, wide = false }) {
  const { site } = domain;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><div class="bar${wide ? ' wide' : ''}">${bar ?? `<a href="/">${escapeHtml(site.name)}</a><p>Call us: <a class="phone" href="tel:${escapeHtml(site.phone.e164)}">${escapeHtml(site.phone.display)}</a></p>`}</div></header>
<main id="main"${wide ? ' class="wide"' : ''}>
${body}
</main>
<footer><p>${escapeHtml(site.name)}, ${escapeHtml(site.showroom.street)}, ${escapeHtml(site.showroom.city)} ${escapeHtml(site.showroom.postcode)}. ${escapeHtml(site.email)}. Prices in pounds sterling; VAT at 20%.</p></footer>
</body>
</html>`;
}

/**
 * What the visitor sent, as stored: their record of the enquiry.
 * @param {Domain} domain @param {EnquiryRow} enquiry
 */
export function confirmationPage(domain, enquiry) {
  const price = domain.formatPrice;
  const lines = storedLines(enquiry);
  const totals =
    enquiry.total_pence === null ? undefined : domain.vatBreakdown(enquiry.total_pence);
  const what = kindLabel(enquiry).toLowerCase();
  const quote =
    lines.length === 0
      ? ''
      : `<h2 id="quote-heading">Your quote</h2>
<table aria-labelledby="quote-heading">
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Unit price inc VAT</th><th scope="col" class="num">Line total inc VAT</th></tr></thead>
<tbody>${lines
          .map(
            (line) =>
              `<tr><td>${escapeHtml(line.name)}${
                line.options.length > 0
                  ? `<br><span class="note">${escapeHtml(line.options.map(({ group, value }) => `${group}: ${value}`).join(', '))}</span>`
                  : ''
              }</td><td class="num">${line.quantity}</td><td class="num">${price(line.unitPrice)}</td><td class="num">${price(line.lineTotal)}</td></tr>`,
          )
          .join('')}</tbody>
${
  totals
    ? `<tfoot>
<tr><th scope="row" colspan="3">Subtotal</th><td class="num">${price(totals.incVat)}</td></tr>
<tr><th scope="row" colspan="3">Total ex VAT</th><td class="num">${price(totals.exVat)}</td></tr>
<tr><th scope="row" colspan="3">VAT (20%)</th><td class="num">${price(totals.vat)}</td></tr>
<tr class="total"><th scope="row" colspan="3">Total inc VAT</th><td class="num">${price(totals.incVat)}</td></tr>
</tfoot>`
    : ''
}
</table>
<p class="note">Prices as listed on ${escapeHtml(formatDate(enquiry.created_at))}. Our sales team confirms prices, stock and delivery or collection before anything is charged.</p>`;

  const body = `<h1>Thank you: we have your ${escapeHtml(what)}</h1>
<p class="lead">Your reference is <span class="reference">${escapeHtml(enquiry.reference)}</span>.</p>
<p>Received ${escapeHtml(formatDate(enquiry.created_at))}. Our sales team replies within one working day, by email or phone. If it is urgent, call ${escapeHtml(domain.site.phone.display)} and give your reference.</p>
<p class="note screen-only">Keep this page's address to see your ${escapeHtml(what)} again: it is private to you and is not listed anywhere.</p>
${quote}
<h2>What you sent</h2>
<dl class="answers">${answers(domain, enquiry)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n')}</dl>
<div class="actions"><a class="button" href="/">Back to the shop</a><a class="button" href="/products">Browse products</a></div>`;
  return document(domain, { title: `${kindLabel(enquiry)} ${enquiry.reference}`, body });
}

/**
 * @typedef {{ name: string; label: string; type?: 'text' | 'email' | 'tel' | 'textarea' | 'select'; optional?: boolean; options?: readonly { value: string; label: string }[]; autocomplete?: string }} FieldSpec
 */

/** @param {Domain} domain @returns {Record<'contact' | 'site-survey', { heading: string; submit: string; fields: FieldSpec[] }>} */
function forms(domain) {
  /** @type {FieldSpec[]} */
  const person = [
    { name: 'name', label: 'Full name', autocomplete: 'name' },
    { name: 'email', label: 'Email address', type: 'email', autocomplete: 'email' },
  ];
  return {
    contact: {
      heading: 'Send us a message',
      submit: 'Send Message',
      fields: [
        ...person,
        { name: 'phone', label: 'Phone number', type: 'tel', optional: true, autocomplete: 'tel' },
        { name: 'company', label: 'Company', optional: true, autocomplete: 'organization' },
        { name: 'subject', label: 'Subject', type: 'select', options: domain.enquirySubjects },
        { name: 'message', label: 'Message', type: 'textarea' },
      ],
    },
    'site-survey': {
      heading: 'Request a Site Survey',
      submit: 'Request Survey',
      fields: [
        ...person,
        { name: 'phone', label: 'Phone number', type: 'tel', autocomplete: 'tel' },
        { name: 'company', label: 'Company', optional: true, autocomplete: 'organization' },
        {
          name: 'workType',
          label: 'Type of work',
          type: 'select',
          options: domain.surveyWorkTypes,
        },
        {
          name: 'address',
          label: 'Shop address',
          type: 'textarea',
          autocomplete: 'street-address',
        },
        { name: 'postcode', label: 'Postcode', autocomplete: 'postal-code' },
        { name: 'preferredTimes', label: 'Preferred days and times', optional: true },
        { name: 'notes', label: 'Notes', type: 'textarea', optional: true },
      ],
    },
  };
}

/**
 * The form again, as it was sent, for a browser that posted it without JavaScript: the
 * errors beside their fields, or a notice above (too many messages, the store down),
 * and every value kept.
 *
 * @param {Domain} domain
 * @param {{ kind: 'contact' | 'site-survey'; values: Record<string, string>; errors?: Partial<Record<string, string>>; notice?: string }} state
 */
export function formPage(domain, { kind, values, errors = {}, notice }) {
  const spec = forms(domain)[kind];
  const problems = Object.entries(errors).filter(([name]) =>
    spec.fields.some((field) => field.name === name),
  );
  const summary = notice
    ? `<p class="notice" role="alert">${escapeHtml(notice)}</p>`
    : problems.length > 0
      ? `<div class="notice" role="alert"><p class="flush">Your ${kind === 'contact' ? 'message' : 'request'} has not been sent: ${problems.length === 1 ? '1 answer needs' : `${problems.length} answers need`} correcting.</p><ul>${problems
          .map(
            ([name, message]) =>
              `<li><a href="#field-${escapeHtml(name)}">${escapeHtml(message)}</a></li>`,
          )
          .join('')}</ul></div>`
      : '';
  const fields = spec.fields.map((field) =>
    fieldHtml(field, values[field.name] ?? '', errors[field.name]),
  );
  const lines = values.lines
    ? `<input type="hidden" name="lines" value="${escapeHtml(values.lines)}">`
    : '';
  const body = `<h1>${escapeHtml(spec.heading)}</h1>
<p class="lead">Please check your answers and send again.</p>
${summary}
<form action="/api/enquiries" method="post" novalidate>
<input type="hidden" name="kind" value="${escapeHtml(kind)}">
${lines}
<div class="trap" aria-hidden="true"><label>Leave this field empty<input type="text" name="${escapeHtml(domain.HONEYPOT_FIELD)}" tabindex="-1" autocomplete="off"></label></div>
<p class="note">All fields are required unless marked optional.</p>
${fields.join('\n')}
<div class="actions"><button class="button" type="submit">${escapeHtml(spec.submit)}</button></div>
</form>`;
  return document(domain, { title: spec.heading, body });
}

/** @param {FieldSpec} field @param {string} value @param {string | undefined} error */
function fieldHtml(field, value, error) {
  const id = `field-${field.name}`;
  const errorHtml = error
    ? `<p class="error" id="${id}-error">Error: ${escapeHtml(error)}</p>`
    : '';
  const attributes = `id="${id}" name="${escapeHtml(field.name)}"${field.optional ? '' : ' aria-required="true"'}${
    error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
  }${field.autocomplete ? ` autocomplete="${field.autocomplete}"` : ''}`;
  const control =
    field.type === 'textarea'
      ? `<textarea ${attributes} rows="5">${escapeHtml(value)}</textarea>`
      : field.type === 'select'
        ? `<select ${attributes}><option value="">Choose…</option>${(field.options ?? [])
            .map(
              (option) =>
                `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
            )
            .join('')}</select>`
        : `<input ${attributes} type="${field.type ?? 'text'}" value="${escapeHtml(value)}">`;
  return `<div class="field"><label for="${id}">${escapeHtml(field.label)}${
    field.optional ? ' <span class="note">(optional)</span>' : ''
  }</label>${control}${errorHtml}</div>`;
}

/** An address under /enquiries/ that names no enquiry (mistyped, or erased). */
/** @param {Domain} domain */
export function notFoundPage(domain) {
  const body = `<h1>We cannot find that enquiry</h1>
<p class="lead">The address may be mistyped, or the enquiry may have been deleted: we keep enquiries for 24 months.</p>
<p>Call ${escapeHtml(domain.site.phone.display)} or email <a href="mailto:${escapeHtml(domain.site.email)}">${escapeHtml(domain.site.email)}</a> with your reference and we will help.</p>
<div class="actions"><a class="button" href="/">Back to the shop</a></div>`;
  return document(domain, { title: 'Enquiry not found', body });
}
