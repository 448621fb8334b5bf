import type { ReactNode } from 'react';
import { Price } from '../../components/product/price';
import { TickList } from '../../components/ui/tick-list';
import { planningHint, signNotes, signWarranty, type SignEntry } from '../../content/signs';

/** Everything known about one sign type, for its Details dialog (titled with its name). */
export function SignDetails({ sign }: { sign: SignEntry }) {
  const notes: readonly string[] = [
    ...signNotes,
    `Typical lead time: ${sign.leadTime}`,
    ...(sign.illumination === 'none' ? [] : [planningHint]),
  ];
  return (
    <div className="space-y-5 text-slate-700">
      <p className="leading-7">{sign.description}</p>
      <p className="text-lg font-bold text-brand-900">
        From <Price pence={sign.price} />
      </p>
      <DetailsSection heading="Features">
        <TickList items={sign.features} />
      </DetailsSection>
      <DetailsSection heading="Warranty">
        <p>{signWarranty}</p>
      </DetailsSection>
      <DetailsSection heading="Good to know">
        <ul className="list-disc space-y-2 pl-5">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </DetailsSection>
    </div>
  );
}

function DetailsSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 font-semibold text-brand-900">{heading}</h3>
      {children}
    </section>
  );
}
