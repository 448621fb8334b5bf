// @ts-check
import { escapeHtml } from '../enquiries/html.js';
import { answers, formatDate, kindLabel, storedLines } from '../enquiries/present.js';

/**
 * The email to the sales team: plain text and HTML, the same content. It links to the
 * enquiry in the staff inbox. Reply-To is the visitor, so answering is one click; nothing
 * is ever sent to the address a visitor typed.
 *
 * @param {{ domain: import('../enquiries/present.js').Domain; to: string; from: string; origin: string }} settings
 * @returns {import('./outbox.js').Compose}
 */
export function enquiryMail({ domain, to, from, origin }) {
  const messageHost = new URL(origin).hostname;
  return (enquiry) => {
    const link = `${origin}/staff/enquiries/${enquiry.id}`;
    const rows = answers(domain, enquiry);
    const lines = storedLines(enquiry);
    const title = `${kindLabel(enquiry)} ${enquiry.reference} from ${enquiry.name}`;
    const totals =
      enquiry.total_pence === null ? undefined : domain.vatBreakdown(enquiry.total_pence);
    const price = domain.formatPrice;

    const text = [
      `${title}`,
      `Received ${formatDate(enquiry.created_at)}`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      ...(lines.length > 0
        ? [
            '',
            'Quote lines (priced by the website):',
            ...lines.map(
              (line) =>
                `- ${line.quantity} x ${line.name}${optionsText(line)} at ${price(line.unitPrice)}: ${price(line.lineTotal)}`,
            ),
            ...(totals
              ? [
                  `Total ex VAT: ${price(totals.exVat)}`,
                  `VAT (20%): ${price(totals.vat)}`,
                  `Total inc VAT: ${price(totals.incVat)}`,
                ]
              : []),
          ]
        : []),
      '',
      `Open it in the staff inbox: ${link}`,
    ].join('\n');

    const html = `<!doctype html><html lang="en-GB"><body style="font-family:sans-serif;color:#0f172a">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>Received ${escapeHtml(formatDate(enquiry.created_at))}</p>
<table cellpadding="4" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>
${
  lines.length > 0
    ? `<h2 style="font-size:16px">Quote lines (priced by the website)</h2><table cellpadding="4" border="1" style="border-collapse:collapse"><tr><th>Qty</th><th>Item</th><th>Unit price inc VAT</th><th>Line total inc VAT</th></tr>${lines
        .map(
          (line) =>
            `<tr><td>${line.quantity}</td><td>${escapeHtml(line.name + optionsText(line))}</td><td>${price(line.unitPrice)}</td><td>${price(line.lineTotal)}</td></tr>`,
        )
        .join('')}</table>${
        totals
          ? `<p>Total ex VAT: ${price(totals.exVat)}<br>VAT (20%): ${price(totals.vat)}<br><strong>Total inc VAT: ${price(totals.incVat)}</strong></p>`
          : ''
      }`
    : ''
}
<p><a href="${escapeHtml(link)}">Open ${escapeHtml(enquiry.reference)} in the staff inbox</a></p>
</body></html>`;

    return {
      from,
      to,
      replyTo: { name: enquiry.name, address: enquiry.email },
      subject: `[${enquiry.reference}] ${title}`,
      text,
      html,
      messageId: `<enquiry-${enquiry.id}@${messageHost}>`,
      headers: { 'X-Enquiry-Reference': enquiry.reference },
    };
  };
}

/** @param {import('../enquiries/present.js').StoredLine} line */
function optionsText(line) {
  return line.options.length > 0
    ? ` (${line.options.map(({ group, value }) => `${group}: ${value}`).join(', ')})`
    : '';
}
