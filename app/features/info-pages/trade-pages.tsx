import type { TradePage } from '../../content/trade-account-pages';
import { logInPage, signUpPage, tradeAccountPage } from '../../content/trade-account-pages';
import { PageHeader } from '../../components/ui/page-header';
import { InfoSection } from './info-section';
import { TextBlocks } from './text-blocks';
import { TradeAccountDetails, TradeContactPanel } from './trade-account-details';

/**
 * There are no online accounts: each of the three pages says so in its own words, then
 * explains how a trade account is opened with the sales team. No form, no password.
 */
function TradePageLayout({ page }: { page: TradePage }) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      {/* On a phone the ways to get in touch come straight after the page's own words. */}
      <div className="mx-auto grid max-w-page grid-cols-1 gap-12 px-4 pt-12 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="max-w-3xl space-y-12">
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
