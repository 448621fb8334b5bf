import type { TradePage } from '../../content/trade-account-pages';
import { logInPage, signUpPage, tradeAccountPage } from '../../content/trade-account-pages';
import { PageHeader } from '../../components/ui/page-header';
import { AccountLinkSection } from './account-link-form';
import { InfoSection } from './info-section';
import { TextBlocks } from './text-blocks';
import { TradeAccountDetails, TradeContactPanel } from './trade-account-details';

/**
 * Each of the three pages leads to "Your quotes and orders" (the form asking for a link by
 * email), then says in its own words how buying works and how trade terms are agreed with
 * the sales team. No password, nothing to sign up for.
 */
function TradePageLayout({ page }: { page: TradePage }) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      {/* On a phone the ways to get in touch come straight after the page's own words. */}
      <div className="mx-auto grid max-w-page grid-cols-1 gap-12 px-4 pt-12 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="max-w-3xl space-y-12">
          <AccountLinkSection lead={page.accountLead} />
          {page.sections.map((section) => (
            <InfoSection key={section.heading} heading={section.heading}>
              <TextBlocks blocks={section.blocks} />
            </InfoSection>
          ))}
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-[calc(var(--header-height)-var(--top-bar-height)+1.5rem)]">
            <TradeContactPanel />
          </div>
        </div>
        <div className="max-w-3xl space-y-12">
          <TradeAccountDetails />
        </div>
      </div>
    </>
  );
}

export function TradeAccountPage() {
  return <TradePageLayout page={tradeAccountPage} />;
}

export function SignUpPage() {
  return <TradePageLayout page={signUpPage} />;
}

export function LogInPage() {
  return <TradePageLayout page={logInPage} />;
}
