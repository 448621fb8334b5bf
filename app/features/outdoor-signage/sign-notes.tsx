import { Ruler, ShieldCheck, Wrench, type LucideIcon } from 'lucide-react';
import { signNotes, signWarranty } from '../../content/signs';

const noteIcons: Readonly<Record<(typeof signNotes)[number], LucideIcon>> = {
  'Professional installation included': Wrench,
  '5-year warranty': ShieldCheck,
  'Custom sizes available': Ruler,
};

/** What comes with every sign on the page, and the warranty that backs it. */
export function SignNotes() {
  return (
    <div className="mt-6">
      <ul className="flex flex-wrap gap-3">
        {signNotes.map((note) => {
          const Icon = noteIcons[note];
          return (
            <li
              key={note}
              className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-4 py-2 text-sm font-semibold text-brand-900"
            >
              <Icon aria-hidden="true" className="size-4 text-brand-700" />
              {note}
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm leading-6 text-slate-700">{signWarranty}</p>
    </div>
  );
}
