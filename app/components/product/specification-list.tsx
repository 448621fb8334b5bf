import type { SpecificationRow } from '../../catalogue/product';

export function SpecificationList({
  rows,
  compact = false,
}: {
  rows: readonly SpecificationRow[];
  compact?: boolean;
}) {
  return (
    <dl
      className={`mt-3 divide-y divide-slate-200 ${compact ? 'text-sm' : 'border-y border-slate-200'}`}
    >
      {rows.map(({ label, value }) => (
        <div key={label} className={`grid grid-cols-2 gap-4 ${compact ? 'py-2' : 'py-3'}`}>
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
