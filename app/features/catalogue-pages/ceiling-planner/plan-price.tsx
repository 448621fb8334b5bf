import { formatPrice, type Pence } from '../../../catalogue/money';

/**
 * Every price the planner shows goes through here, so that a site-wide choice of how
 * prices are shown (inc or ex VAT) is wired into the planner by changing this one place.
 */
export function PlanPrice({ pence }: { pence: Pence }) {
  return <>{formatPrice(pence)}</>;
}
