import {
  BadgeCheck,
  Boxes,
  LampCeiling,
  MoveVertical,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import { defaultPrice } from '../../catalogue/pricing';
import {
  ceilingBenefits,
  ceilingCardUnits,
  ceilingCollection,
  ceilingInstallation,
  ceilingPage,
  ceilingPlannerSection,
  ceilingProductIds,
  comingSoonCeilingItems,
  type CeilingIcon,
} from '../../content/ceiling-page';
import { ActionBand } from '../../components/ui/action-band';
import { ComingSoonBadge } from './badges';
import { requireProduct } from './catalogue-data';
// The ceiling range alone, a copy for this page (range-copies.d.ts).
import { range as ceiling } from '../../catalogue/products/ceiling.ts?list';
import { CatalogueCard, IconMedia, ProductCard } from './catalogue-card';
import { CeilingPlanner } from './ceiling-planner/ceiling-planner';
import { PageHeader } from './page-header';
import { PageSection } from './page-section';
import { Price } from '../../components/product/price';

/** The drawing of each icon the ceiling page's copy names. */
const ceilingIcons: Record<CeilingIcon, LucideIcon> = {
  'suspension-wire': MoveVertical,
  'ceiling-light': LampCeiling,
  warranty: BadgeCheck,
  warehouse: Warehouse,
  trade: Boxes,
};

export function CeilingPage() {
  return (
    <>
      <PageHeader heading={ceilingPage.heading} intro={ceilingPage.intro}>
        <div className="mt-6 flex max-w-3xl gap-4 rounded-lg border border-accent-400 bg-white p-5">
          <Warehouse aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
          <div>
            <h2 className="font-semibold text-brand-900">{ceilingCollection.heading}</h2>
            <p className="mt-1 text-sm leading-6 text-slate-700">{ceilingCollection.text}</p>
          </div>
        </div>
      </PageHeader>
      <PageSection heading="Ceiling grid, tiles and fittings">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ceilingProductIds
            .map((id) => requireProduct(ceiling, id))
            .map((product, index) => (
              <li key={product.id}>
                {/* The card shows the price the product page opens at, per its unit. */}
                <ProductCard
                  product={product}
                  price={
                    <Price
                      pence={defaultPrice(product)}
                      unit={ceilingCardUnits[product.id] ?? product.priceUnit}
                    />
                  }
                  priority={index < 3}
                />
              </li>
            ))}
          {comingSoonCeilingItems.map((item) => (
            <li key={item.name}>
              <CatalogueCard
                name={item.name}
                description={item.description}
                price={<Price pence={item.price} unit={item.unit} />}
                media={<IconMedia icon={ceilingIcons[item.icon]} />}
                badges={<ComingSoonBadge />}
              />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection heading={ceilingPlannerSection.heading} lead={ceilingPlannerSection.lead}>
        <CeilingPlanner />
      </PageSection>
      <ActionBand {...ceilingInstallation} />
      <PageSection heading="Why buy your ceiling from us">
        <ul className="grid gap-6 md:grid-cols-3">
          {ceilingBenefits.map((benefit) => {
            const Icon = ceilingIcons[benefit.icon];
            return (
              <li key={benefit.title} className="flex gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="font-semibold text-brand-900">{benefit.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-700">{benefit.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </PageSection>
    </>
  );
}
