import { useState } from 'react';
import { ShoppingBasket } from 'lucide-react';
import { site } from '../../../content/site';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  planLines,
  pricePlan,
  readMetres,
  type CeilingPlan,
  type Colour,
  type TileSize,
} from '../../../catalogue/ceiling-plan';
import { collectionOnlySummary } from '../../../catalogue/fulfilment';
// The ceiling range alone, the page's copy (app/catalogue/products/range-copies.d.ts).
import { range as ceiling } from '../../../catalogue/products/ceiling.ts?list';
import { ceilingPlannerSection } from '../../../content/ceiling-page';
import { addPlanToBasket } from './add-plan';
import { BillOfMaterials } from './bill-of-materials';
import { Price } from '../../../components/product/price';
import { CatalogueDifference, TotalsOfRecord } from '../../../components/product/totals-of-record';
import { ChoiceField, MetresField } from './plan-fields';
import { useCeilingPlan } from './use-ceiling-plan';

const findProduct = (id: string) => ceiling.find((product) => product.id === id);

const tileSizeChoices: { value: TileSize; label: string }[] = [
  { value: '600x600', label: '600 x 600 mm' },
  { value: '1200x600', label: '1200 x 600 mm' },
];
const colourChoices: { value: Colour; label: string }[] = [
  { value: 'white', label: 'White' },
  { value: 'black', label: 'Black' },
];

/** "A 5 m x 4 m room (20 m²)": the room as the visitor typed it, area to the hundredth. */
function roomLabel(plan: CeilingPlan): string {
  const metres = (cm: number) => `${cm / 100} m`;
  const area = Math.round((plan.lengthCm * plan.widthCm) / 100) / 100;
  return `A ${metres(plan.lengthCm)} x ${metres(plan.widthCm)} room (${area} m²)`;
}

/**
 * The ceiling planner (PRODUCT.md "Ceiling planner"): the room and choices in, the priced
 * bill of materials out as the visitor types, and every line into the basket at once.
 */
export function CeilingPlanner() {
  const [form, update] = useCeilingPlan();
  const [messages, setMessages] = useState<readonly string[]>([]);
  const hydrated = useHydrated();
  const length = form.length === null ? undefined : readMetres(form.length);
  const width = form.width === null ? undefined : readMetres(form.width);
  const plan: CeilingPlan | undefined =
    length?.ok && width?.ok ? { ...form, lengthCm: length.cm, widthCm: width.cm } : undefined;
  const priced = plan ? pricePlan(planLines(plan), findProduct) : undefined;

  function change(field: Parameters<typeof update>[0], value: string, replace = false) {
    setMessages([]);
    update(field, value, { replace });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <form
        className="space-y-5 self-start rounded-lg border border-slate-300 bg-white p-5"
        aria-label="Your room"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid grid-cols-2 gap-4">
          <MetresField
            label="Room length"
            value={form.length}
            error={length && !length.ok ? length.message : undefined}
            onChange={(value) => change('length', value, true)}
          />
          <MetresField
            label="Room width"
            value={form.width}
            error={width && !width.ok ? width.message : undefined}
            onChange={(value) => change('width', value, true)}
          />
        </div>
        <ChoiceField
          legend="Tile size"
          name="tiles"
          choices={tileSizeChoices}
          value={form.tileSize}
          onChange={(value) => change('tileSize', value)}
        />
        <ChoiceField
          legend="Grid colour"
          name="grid"
          choices={colourChoices}
          value={form.gridColour}
          onChange={(value) => change('gridColour', value)}
        />
        <ChoiceField
          legend="Tile colour"
          name="colour"
          choices={colourChoices}
          value={form.tileColour}
          onChange={(value) => change('tileColour', value)}
        />
      </form>
      <div className="space-y-4">
        <p aria-live="polite" className="font-medium text-slate-900">
          {plan && priced ? (
            <>
              {`${roomLabel(plan)}: ${priced.lines.length} lines, total `}
              <Price pence={priced.total} />
            </>
          ) : (length && !length.ok) || (width && !width.ok) ? (
            'Check the room’s size: the materials show once both sizes read as metres.'
          ) : (
            'Enter the room’s length and width to see what your ceiling needs, priced.'
          )}
        </p>
        {plan && priced ? (
          <>
            <BillOfMaterials
              caption="Bill of materials"
              lines={priced.lines}
              total={priced.total}
            />
            {/* What the plan comes to in the basket, by the rule of record (PRODUCT.md). */}
            <div>
              <dl className="space-y-3" aria-label="Totals of the plan">
                <TotalsOfRecord totals={priced.record} />
              </dl>
              <CatalogueDifference catalogueSum={priced.total.inc} totals={priced.record} />
            </div>
            <ul className="space-y-1 text-sm text-slate-700">
              <li>{ceilingPlannerSection.tiles}</li>
              <li>
                {plan.gridColour === 'black'
                  ? ceilingPlannerSection.blackGrid
                  : ceilingPlannerSection.whiteGrid}
              </li>
              {collectionOnlySummary(priced.lines.map((line) => line.product)).map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => setMessages(addPlanToBasket(priced.lines))}
              className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto"
            >
              <ShoppingBasket aria-hidden="true" className="size-5" />
              Add all to basket
            </button>
          </>
        ) : null}
        {/* Where scripts cannot run, the fields above work nothing out: say how to go on (in
            the pre-rendered page only). */}
        {!hydrated && (
          <p className="hidden text-slate-800 noscript:block">
            The planner works out your ceiling in this browser and needs JavaScript. Turn it on, or
            call us on{' '}
            <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
              {site.phone.display}
            </a>{' '}
            with the room’s size and we will price it for you.
          </p>
        )}
        <div role="status" className="min-h-6 space-y-1 text-sm font-medium text-brand-800">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      </div>
    </div>
  );
}
