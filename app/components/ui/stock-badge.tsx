type StockBadgeProps = { label: string; tone: 'out' | 'low' | 'ok' };

const tones = {
  out: 'bg-red-100 text-red-800',
  low: 'bg-amber-100 text-amber-900',
  ok: 'bg-emerald-100 text-emerald-800',
};

export function StockBadge({ label, tone }: StockBadgeProps) {
  return (
    <span
      className={`whitespace-nowrap rounded-full px-3 py-1 text-sm font-semibold ${tones[tone]}`}
    >
      {label}
    </span>
  );
}
