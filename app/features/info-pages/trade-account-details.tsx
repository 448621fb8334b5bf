import { Link } from '../../lib/router';
import {
  applicationSteps,
  detailsToHaveReady,
  tradeApplicationLink,
  tradeBenefits,
} from '../../content/trade-account-pages';
import { ContactLines } from './contact-lines';
import { InfoSection } from './info-section';
import { TickList } from '../../components/ui/tick-list';
import { BulletList, StepList } from './lists';

/** What every trade page explains: what an account gives and how to open one. */
export function TradeAccountDetails() {
  return (
    <>
      <InfoSection heading="What a trade account gives you">
        <TickList className="leading-7 text-slate-700" items={tradeBenefits} />
      </InfoSection>
      <InfoSection heading="How to apply">
        <StepList items={applicationSteps.map((text) => ({ text }))} />
      </InfoSection>
      <InfoSection heading="What to have ready">
        <BulletList items={detailsToHaveReady} />
      </InfoSection>
    </>
  );
}

/** The ways to reach the sales team about an account, beside the page's text. */
export function TradeContactPanel() {
  return (
    <div className="rounded-lg border border-slate-200 bg-brand-50 p-6">
      <h2 className="text-xl font-bold text-brand-900">Talk to our sales team</h2>
      <p className="mt-2 leading-7 text-slate-700">
        Call or email to agree trade terms, or to place an order.
      </p>
      <div className="mt-4">
        <ContactLines withAddress={false} />
      </div>
      <Link
        to={tradeApplicationLink.href}
        className="mt-6 inline-flex w-full justify-center rounded-md bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
      >
        {tradeApplicationLink.label}
      </Link>
    </div>
  );
}
