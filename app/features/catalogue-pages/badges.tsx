import type { ReactNode } from 'react';

// Shaped like the shared stock badge, so the badges on a card line up as one set.
const pill = 'inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold';

export function PriceBadge({ label }: { label: ReactNode }) {
  return (
    <span className={`${pill} bg-brand-800 text-white`}>
      {/* One flex item, so the space in "From £95.00" is kept. */}
      <span>{label}</span>
    </span>
  );
}

export function ComingSoonBadge() {
  return <span className={`${pill} bg-accent-300 text-brand-900`}>Coming Soon</span>;
}
