import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { invoicing, showroomAddress, site } from '../../app/content/site';
import type { Invoice, InvoiceKind, Seller } from '../sales/invoice';
import {
  invoiceDue,
  issueInvoice,
  standing,
  type IssueRefusal,
  type IssueRequest,
} from '../sales/invoice-issue';
import type { Order } from '../sales/order';
import type { Store } from './connect';
import { takeNumber } from './document-numbers';
import { getOrder } from './order-rows';
import type { Database, OutboxState } from './schema';
import { creditNoteOf, invoiceOf } from './documents';

/**
 * The repository of invoices. An invoice is issued inside the transaction of the step that
 * makes it due (the acceptance for a deposit, Ready for the balance or the whole), whose
 * own conditional write lets it happen once; the number is taken there too, so the step,
 * the invoice, its number and its e-mail to the customer are written together or not at
 * all. `mail` is the outbox's state for that e-mail (app.mail.state: 'not-configured' keeps
 * it as not sent); an invoice with no enquiry (none left to write to) queues none.
 */
export type IssueResult =
  { kind: 'issued'; id: string; invoice: Invoice } | { kind: 'refused'; why: IssueRefusal };

export async function issueIn(
  trx: Transaction<Database>,
  enquiryId: string | null,
  request: Omit<IssueRequest, 'sequence' | 'issued'>,
  now: Date,
  mail: Extract<OutboxState, 'pending' | 'not-configured'>,
): Promise<IssueResult> {
  const issued = enquiryId ? await standingInvoicesOf(trx, enquiryId) : [];
  // Decided before a number is taken (on a stand-in), so a refusal uses none up; then
  // decided again with the number, which changes nothing else (the decision is pure).
  const decided = issueInvoice({ ...request, issued, sequence: 1 }, now);
  if ('refused' in decided) return { kind: 'refused', why: decided.refused };
  const sequence = await takeNumber(trx, 'invoice');
  const numbered = issueInvoice({ ...request, issued, sequence }, now);
  if ('refused' in numbered) return { kind: 'refused', why: numbered.refused };
  const invoice = numbered.next;
  const id = randomUUID();
  await trx
    .insertInto('invoices')
    .values({
      id,
      number: sequence,
      enquiry_id: enquiryId,
      order_reference: invoice.orderReference,
      kind: invoice.kind,
      issued_at: invoice.issuedAt,
      due_date: invoice.dueDate,
      payable_pence: invoice.totals.payable,
      document: JSON.stringify(invoice),
      reminded_at: null,
    })
    .execute();
  if (enquiryId) {
    await trx
      .insertInto('outbox')
      .values({
        id: randomUUID(),
        enquiry_id: enquiryId,
        kind: 'invoice',
        quote_version: null,
        order_step: null,
        invoice_id: id,
        credit_note_id: null,
        words: null,
        state: mail,
        attempts: 0,
        next_attempt_at: invoice.issuedAt,
        created_at: invoice.issuedAt,
      })
      .execute();
  }
  return { kind: 'issued', id, invoice };
}

/** An enquiry's invoices as issued, oldest first. */
export async function invoicesOf(db: Kysely<Database>, enquiryId: string): Promise<Invoice[]> {
  const rows = await db
    .selectFrom('invoices')
    .select(['document', 'number'])
    .where('enquiry_id', '=', enquiryId)
    .orderBy('number')
    .execute();
  return rows.map(invoiceOf);
}

/**
 * An enquiry's invoices that stand, oldest first: as issued, but for those its credit
 * notes took off in full (sales/invoice-issue.ts `standing`).
 */
async function standingInvoicesOf(db: Kysely<Database>, enquiryId: string): Promise<Invoice[]> {
  const notes = await db
    .selectFrom('credit_notes')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .select(['credit_notes.document', 'credit_notes.number'])
    .where('invoices.enquiry_id', '=', enquiryId)
    .execute();
  return standing(await invoicesOf(db, enquiryId), notes.map(creditNoteOf));
}

/** The business as its invoices name it today (app/content/site.ts). */
export function sellerToday(): Seller {
  return {
    name: site.name,
    address: showroomAddress(),
    vatNumber: invoicing.vatNumber,
    bank: { ...invoicing.bank },
  };
}

/**
 * Issues the invoice an order is due at this step, if any (sales/invoice-issue.ts
 * invoiceDue): the deposit at acceptance, the balance or the whole at Ready. Called in the
 * step's own transaction, after the order's row is written as the step leaves it.
 */
export async function issueDue(
  trx: Transaction<Database>,
  enquiryId: string,
  order: Order,
  now: Date,
  /** The step's own outbox state: the invoice's e-mail waits for a mail server as the step's does. */
  mail: OutboxState,
): Promise<IssueResult | undefined> {
  const kind = invoiceDue(order, await standingInvoicesOf(trx, enquiryId), order.depositPercent);
  if (!kind) return undefined;
  return issueIn(trx, enquiryId, dueRequest(kind, order), now, invoiceMail(mail));
}

/** The invoice's e-mail waits for a mail server as the step's own does, else it is on its way. */
function invoiceMail(mail: OutboxState): Extract<OutboxState, 'pending' | 'not-configured'> {
  return mail === 'not-configured' ? 'not-configured' : 'pending';
}

/** What an order asks of the invoice it is due, with today's terms and seller. */
function dueRequest(kind: InvoiceKind, order: Order): Omit<IssueRequest, 'sequence' | 'issued'> {
  return {
    kind,
    order,
    declaration: order.declaration,
    depositPercent: order.depositPercent,
    termsDays: invoicing.paymentTermsDays,
    seller: sellerToday(),
  };
}

/**
 * The invoice an order is due now, if one can be issued: after a credit note took one off
 * in full (sales/invoice-issue.ts `standing`), what it invoiced is due again, and staff
 * issue it once they have put right what was wrong. Undefined when none is.
 */
export async function invoiceDueNow(
  db: Kysely<Database>,
  enquiryId: string,
  order: Order,
  now: Date,
): Promise<InvoiceKind | undefined> {
  const issued = await standingInvoicesOf(db, enquiryId);
  const kind = invoiceDue(order, issued, order.depositPercent);
  if (!kind) return undefined;
  const decided = issueInvoice({ ...dueRequest(kind, order), issued, sequence: 1 }, now);
  return 'next' in decided ? kind : undefined;
}

export type IssueNowResult = IssueResult | { kind: 'missing' };

/**
 * Issues the invoice `kind` that the enquiry's order is due now (`invoiceDueNow`), with its
 * e-mail to the customer. The order's row is held first, by a write that changes nothing,
 * so that two members of staff pressing at once on two instances take turns: the second
 * finds it issued, and is refused as not due.
 */
export async function issueDueNow(
  store: Store,
  enquiry: { id: string; reference: string },
  kind: InvoiceKind,
  { now, mail }: { now: Date; mail: OutboxState },
): Promise<IssueNowResult> {
  return store.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('orders')
      .set({ updated_at: sql<string>`updated_at` })
      .where('enquiry_id', '=', enquiry.id)
      .execute();
    const record = await getOrder(trx, enquiry.id, enquiry.reference);
    if (!record) return { kind: 'missing' } as const;
    return issueIn(trx, enquiry.id, dueRequest(kind, record.order), now, invoiceMail(mail));
  });
}
