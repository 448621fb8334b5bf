import { Clock, MapPin } from 'lucide-react';
import { showroomAddress, site } from '../../content/site';

export function ShowroomStrip() {
  return (
    <section aria-labelledby="showroom" className="border-b border-slate-200 bg-brand-50">
      <div className="mx-auto flex max-w-page flex-col gap-2 px-4 py-5 md:flex-row md:items-center md:justify-between">
        <h2 id="showroom" className="flex items-start gap-2 font-semibold text-brand-800">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          Visit our showroom: {showroomAddress()}
        </h2>
        <p className="flex items-start gap-2 text-slate-700">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {site.openingHours.map(({ short, hours }) => `${short} ${hours}`).join(' · ')}
        </p>
      </div>
    </section>
  );
}
