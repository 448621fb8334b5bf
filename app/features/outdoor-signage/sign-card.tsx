import { useState } from 'react';
import { Link } from '../../lib/router';
import { Price } from '../../components/product/price';
import { Modal } from '../../components/ui/modal';
import { RotatingGallery } from '../../components/ui/rotating-gallery';
import { TickList } from '../../components/ui/tick-list';
import type { SignEntry } from '../../content/signs';
import { SignDetails } from './sign-details';

type SignCardProps = {
  sign: SignEntry;
  configureHref: string;
  /** Projecting sign cards list their features; fascia cards keep them for Details. */
  showFeatures?: boolean;
};

const action =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 py-2 font-semibold';

export function SignCard({ sign, configureHref, showFeatures = false }: SignCardProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <RotatingGallery images={sign.images} label={sign.name} className="bg-slate-100" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold text-brand-900">{sign.name}</h3>
        <p className="text-sm leading-6 text-slate-700">{sign.description}</p>
        {showFeatures ? (
          <TickList items={sign.features} size="small" className="text-slate-700" />
        ) : null}
        <p className="mt-auto pt-1">
          <span className="inline-flex items-center rounded-full bg-brand-800 px-3 py-1 text-sm font-semibold text-white">
            <span>
              From <Price pence={sign.price} />
            </span>
          </span>
        </p>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => setDetailsOpen(true)}
            // Says which sign it is for, and starts with the visible word (WCAG 2.5.3).
            aria-label={`Details: ${sign.name}`}
            className={`${action} border border-brand-600 text-brand-800 hover:bg-brand-50`}
          >
            Details
          </button>
          <Link
            to={configureHref}
            aria-label={`Configure: ${sign.name}`}
            className={`${action} bg-brand-800 text-white hover:bg-brand-700`}
          >
            Configure
          </Link>
        </div>
      </div>
      <Modal open={detailsOpen} onClose={() => setDetailsOpen(false)} title={sign.name}>
        <SignDetails sign={sign} />
      </Modal>
    </div>
  );
}
