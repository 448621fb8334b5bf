import type { OrderStage, ReadyWay } from '../sales/order';

/** The tables of orders (migrations 009 and 011), as the code reads them. */

/**
 * The order an acceptance made (sales/order.ts): the accepted version frozen, the customer's
 * addresses, its stage and, from its last step, the date the next stage is expected.
 */
export interface OrderRow {
  id: string;
  enquiry_id: string;
  quote_version: number;
  stage: OrderStage;
  /** JSON of QuoteLine[] */
  lines: string;
  total_ex_pence: number;
  vat_pence: number;
  total_inc_pence: number;
  name: string;
  po: string;
  billing_company: string;
  billing_address: string;
  billing_postcode: string;
  /** Null when every line is collected. */
  site_company: string | null;
  site_address: string | null;
  site_postcode: string | null;
  /** YYYY-MM-DD */
  expected_date: string | null;
  created_at: string;
  updated_at: string;
  /** The accepted version's deposit, a whole percentage, 0 for none (0 for those before). */
  deposit_percent: number;
  /** JSON of sales/invoice.ts's Declaration; null when no line is construction work. */
  declaration: string | null;
}

/** A step on an order's timeline (sales/order.ts OrderStep). */
export interface OrderStepRow {
  id: string;
  order_id: string;
  seq: number;
  stage: OrderStage;
  /** 1 for a step that kept the stage. */
  is_update: number;
  at: string;
  by_email: string;
  message: string;
  expected_date: string | null;
  ready_way: ReadyWay | null;
}
