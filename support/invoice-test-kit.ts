/**
 * Invoices for the tests of what follows them (payments, statements, exports), issued as the
 * store issues them (store/invoices.ts issueIn in a transaction) on an enquiry of their own:
 * until acceptance and Ready issue them, a test makes its own.
 */
import type { ChargeableLine } from '../server/sales/invoice';
import type { IssueRequest } from '../server/sales/invoice-issue';
import { SELLER } from '../server/sales/fixtures/lines';
import type { Store } from '../server/store/connect';
import { saveEnquiry } from '../server/store/enquiries';
import { issueIn } from '../server/store/invoices';

/** One line at `pence` ex VAT: with VAT at 20% the invoice is for `pence` x 1.2. */
const line = (pence: number): ChargeableLine => ({
  description: 'Slatwall panels, fitted',
  quantity: 1,
  unitExPence: pence,
});

export async function newEnquiry(store: Store, name: string, now: Date) {
  const { enquiry } = await saveEnquiry(
    store,
    {
      kind: 'quote',
      spam: 0,
      name,
      email: 'buyer@example.test',
      phone: '',
      company: '',
      subject: 'quote',
      message: '',
      details: '{}',
      lines: null,
      total_pence: null,
      idempotency_key: null,
    },
    { mail: 'not-configured', now },
  );
  return enquiry.id;
}

/** A whole-order invoice of one line at `exVatPence`, issued `now`: its id and number. */
export async function issueTestInvoice(
  store: Store,
  {
    exVatPence,
    now,
    name = 'Ailsa Campbell',
    company = '',
  }: {
    exVatPence: number;
    now: Date;
    name?: string;
    company?: string;
  },
) {
  const enquiryId = await newEnquiry(store, name, now);
  const request: Omit<IssueRequest, 'sequence' | 'issued'> = {
    kind: 'full',
    order: {
      reference: 'CS-4821',
      po: '',
      name,
      billing: { company, address: '1 High St\nPaisley', postcode: 'PA1 1AA' },
      stage: 'ready',
      lines: [line(exVatPence)],
    },
    declaration: undefined,
    depositPercent: 0,
    termsDays: 14,
    seller: SELLER,
  };
  const issued = await store.db
    .transaction()
    .execute((trx) => issueIn(trx, enquiryId, request, now, 'not-configured'));
  if (issued.kind !== 'issued') throw new Error(`the test invoice was refused: ${issued.why}`);
  return { id: issued.id, number: issued.invoice.number, enquiryId, invoice: issued.invoice };
}
