import { randomUUID } from 'node:crypto';
import type { Declaration } from '../sales/invoice';
import type { Address } from '../sales/order';
import { orderFromAcceptance } from '../sales/order-lifecycle';
import type { Store } from './connect';
import { answer, type CustomerQuote, type OnAccepted, type Refusal } from './customer-answers';
import { issueDue } from './invoices';
import { insertOrder } from './order-rows';
import { parseLines, type QuoteRecord } from './quote-rows';
import type { OutboxState } from './schema';

export type AcceptResult =
  | { kind: 'accepted'; repeat: boolean; quote: QuoteRecord['quote'] }
  | { kind: 'refused'; why: Refusal };

/**
 * Accepts the latest version: records the name, purchase order number, time and version,
 * makes the order of that version with the customer's addresses (sales/order-lifecycle.ts
 * orderFromAcceptance), queues the customer's copy of their acceptance ('order-confirmed'),
 * issues its deposit invoice when the version asks one, makes the enquiry Won and queues the
 * team's email, all in one transaction. Accepting it again (a double click, a resend)
 * returns the first acceptance and records nothing more, so the copy goes once.
 */
export async function acceptQuote(
  store: Store,
  found: CustomerQuote,
  {
    version,
    name,
    po,
    billing,
    site,
    declaration,
    now,
    mail,
  }: {
    version: number;
    name: string;
    po: string;
    billing: Address;
    site: Address | undefined;
    /** The customer's declaration, when a line is construction work. */
    declaration?: Declaration | undefined;
    now: Date;
    mail: OutboxState;
  },
): Promise<AcceptResult> {
  const onAccepted: OnAccepted = async (trx, { enquiry, latest }) => {
    const order = orderFromAcceptance(
      {
        reference: enquiry.reference,
        version: {
          version: latest.version,
          lines: parseLines(latest.lines),
          depositPercent: Number(latest.deposit_percent ?? 0),
        },
        name,
        po,
        billing,
        site,
        declaration,
      },
      now,
    );
    await insertOrder(trx, enquiry.id, order);
    // Queued before the deposit invoice's, at the same moment: what they accepted comes first.
    await trx
      .insertInto('outbox')
      .values({
        id: randomUUID(),
        enquiry_id: enquiry.id,
        kind: 'order-confirmed',
        quote_version: latest.version,
        order_step: null,
        invoice_id: null,
        credit_note_id: null,
        words: null,
        state: mail,
        attempts: 0,
        next_attempt_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    // A deposit asked is invoiced at once: a payment in advance has its own tax point.
    await issueDue(trx, enquiry.id, order, now, mail);
  };
  const action = { kind: 'accept', version, name, po } as const;
  const result = await answer(store, found, action, now, mail, onAccepted);
  if (result.kind === 'refused') return result;
  return { kind: 'accepted', repeat: result.repeat, quote: result.found.quote };
}
