import { ConciergeBell, Gem, ScanBarcode, type LucideIcon } from 'lucide-react';
import {
  counterMadeToMeasure,
  counters,
  countersPage,
  type CounterIcon,
} from '../../content/counters-page';
import { ActionBand } from '../../components/ui/action-band';
import { CatalogueCard, IconMedia } from './catalogue-card';
import { PageHeader } from './page-header';
import { PageSection } from './page-section';
import { Price } from '../../components/product/price';

/** The drawing of each icon the counters' copy names. */
const counterIcons: Record<CounterIcon, LucideIcon> = {
  'glass-counter': Gem,
  'cash-counter': ScanBarcode,
  'reception-counter': ConciergeBell,
};

export function CountersPage() {
  return (
    <>
      <PageHeader heading={countersPage.heading} intro={countersPage.intro} />
      <PageSection heading="Our counters">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {counters.map((counter) => (
            <li key={counter.href}>
              <CatalogueCard
                name={counter.name}
                href={counter.href}
                description={counter.description}
                price={<Price pence={counter.price} unit={counter.unit} />}
                media={<IconMedia icon={counterIcons[counter.icon]} />}
              />
            </li>
          ))}
        </ul>
      </PageSection>
      <ActionBand {...counterMadeToMeasure} />
    </>
  );
}
