import type { Timescale } from '../../content/services';

/** How long each part of a service usually takes, as a list of terms and values. */
export function Timescales({ timescales }: { timescales: readonly Timescale[] }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {timescales.map(({ work, time }) => (
        <div key={work} className="grid gap-1 p-4 sm:grid-cols-2 sm:gap-6">
          <dt className="font-semibold text-brand-900">{work}</dt>
          <dd className="text-slate-700">{time}</dd>
        </div>
      ))}
    </dl>
  );
}
