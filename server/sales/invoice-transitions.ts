/**
 * The one table of an issued invoice's life: for each standing, what each action does. An
 * invoice itself never changes once issued; what changes is what has been paid and
 * credited against it, and so its standing, which is read from them and the clock, never
 * stored (invoice-payments.ts). invoice-payments.test.ts walks every cell.
 *
 * A payment is taken while anything is due. A credit note may follow at any standing but
 * the fully credited one (a credit on a paid invoice is a refund the team makes by hand).
 * The reminder goes only on an overdue invoice, once (invoice-payments.ts keeps the once).
 */
export type InvoiceStanding = 'unpaid' | 'part-paid' | 'paid' | 'overdue' | 'credited';

export type InvoiceActionKind = 'record-payment' | 'credit' | 'remind';

export type InvoiceRefusal = 'paid' | 'credited' | 'not-overdue';

export type InvoiceTransition = { allowed: true } | { refused: InvoiceRefusal };

const ALLOWED = { allowed: true } as const;
const refused = (why: InvoiceRefusal) => ({ refused: why }) as const;

export const INVOICE_TRANSITIONS = {
  unpaid: { 'record-payment': ALLOWED, credit: ALLOWED, remind: refused('not-overdue') },
  'part-paid': { 'record-payment': ALLOWED, credit: ALLOWED, remind: refused('not-overdue') },
  overdue: { 'record-payment': ALLOWED, credit: ALLOWED, remind: ALLOWED },
  paid: { 'record-payment': refused('paid'), credit: ALLOWED, remind: refused('paid') },
  credited: {
    'record-payment': refused('credited'),
    credit: refused('credited'),
    remind: refused('credited'),
  },
} as const satisfies Record<InvoiceStanding, Record<InvoiceActionKind, InvoiceTransition>>;

export const INVOICE_STANDINGS = Object.keys(INVOICE_TRANSITIONS) as InvoiceStanding[];
export const INVOICE_ACTIONS = Object.keys(INVOICE_TRANSITIONS.unpaid) as InvoiceActionKind[];

/** The actions the table allows on an invoice at `standing`, in the table's order. */
export function allowedInvoiceActions(standing: InvoiceStanding): InvoiceActionKind[] {
  return INVOICE_ACTIONS.filter((kind) => 'allowed' in INVOICE_TRANSITIONS[standing][kind]);
}

export const INVOICE_STANDING_LABELS: Record<InvoiceStanding, string> = {
  unpaid: 'Unpaid',
  'part-paid': 'Part paid',
  paid: 'Paid',
  overdue: 'Overdue',
  credited: 'Credited',
};
