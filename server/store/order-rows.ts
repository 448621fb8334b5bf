import type { Declaration } from '../sales/invoice';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Address, Order, OrderStep } from '../sales/order';
import { parseLines } from './quote-rows';
import type { Database, OrderRow, OrderStepRow } from './schema';

/**
 * The order's rows mapped to the sales core's Order (sales/order.ts) and back: the order
 * and its timeline, one row per step.
 */
export interface OrderRecord {
  id: string;
  enquiryId: string;
  order: Order;
  row: OrderRow;
}

type Reader = Kysely<Database> | Transaction<Database>;

/** The enquiry's order with its timeline; undefined before the quote is accepted. */
export async function getOrder(
  db: Reader,
  enquiryId: string,
  reference: string,
): Promise<OrderRecord | undefined> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('enquiry_id', '=', enquiryId)
    .executeTakeFirst();
  if (!row) return undefined;
  const steps = await db
    .selectFrom('order_steps')
    .selectAll()
    .where('order_id', '=', row.id)
    .orderBy('seq')
    .execute();
  return { id: row.id, enquiryId, order: toOrder(row, steps, reference), row };
}

export function toOrder(row: OrderRow, steps: OrderStepRow[], reference: string): Order {
  return {
    reference,
    version: Number(row.quote_version),
    lines: parseLines(row.lines),
    totals: {
      exVat: Number(row.total_ex_pence),
      vat: Number(row.vat_pence),
      incVat: Number(row.total_inc_pence),
    },
    name: row.name,
    po: row.po,
    billing: {
      company: row.billing_company,
      address: row.billing_address,
      postcode: row.billing_postcode,
    },
    site:
      row.site_address === null
        ? undefined
        : {
            company: row.site_company ?? '',
            address: row.site_address,
            postcode: row.site_postcode ?? '',
          },
    stage: row.stage,
    depositPercent: Number(row.deposit_percent ?? 0),
    declaration: row.declaration ? (JSON.parse(row.declaration) as Declaration) : undefined,
    steps: steps.map(toStep),
    updatedAt: row.updated_at,
  };
}

function toStep(row: OrderStepRow): OrderStep {
  return {
    seq: Number(row.seq),
    stage: row.stage,
    update: Number(row.is_update) === 1,
    at: row.at,
    by: row.by_email,
    message: row.message,
    expectedDate: row.expected_date ?? undefined,
    way: row.ready_way ?? undefined,
  };
}

/** An order made by an acceptance, in the acceptance's transaction. */
export async function insertOrder(trx: Transaction<Database>, enquiryId: string, order: Order) {
  const id = randomUUID();
  const site: Partial<Address> = order.site ?? {};
  await trx
    .insertInto('orders')
    .values({
      id,
      enquiry_id: enquiryId,
      quote_version: order.version,
      stage: order.stage,
      lines: JSON.stringify(order.lines),
      total_ex_pence: order.totals.exVat,
      vat_pence: order.totals.vat,
      total_inc_pence: order.totals.incVat,
      name: order.name,
      po: order.po,
      billing_company: order.billing.company,
      billing_address: order.billing.address,
      billing_postcode: order.billing.postcode,
      site_company: site.company ?? null,
      site_address: site.address ?? null,
      site_postcode: site.postcode ?? null,
      expected_date: null,
      created_at: order.updatedAt,
      updated_at: order.updatedAt,
      deposit_percent: order.depositPercent,
      declaration: order.declaration ? JSON.stringify(order.declaration) : null,
    })
    .execute();
  for (const step of order.steps) await insertStep(trx, id, step);
  return id;
}

export async function insertStep(trx: Transaction<Database>, orderId: string, step: OrderStep) {
  await trx
    .insertInto('order_steps')
    .values({
      id: randomUUID(),
      order_id: orderId,
      seq: step.seq,
      stage: step.stage,
      is_update: step.update ? 1 : 0,
      at: step.at,
      by_email: step.by,
      message: step.message,
      expected_date: step.expectedDate ?? null,
      ready_way: step.way ?? null,
    })
    .execute();
}
