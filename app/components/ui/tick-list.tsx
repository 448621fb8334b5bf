import { Check, type LucideIcon } from 'lucide-react';

type TickListProps = {
  items: readonly string[];
  /** The mark beside each point: a tick unless the points are, say, delivery notes. */
  icon?: LucideIcon;
  /** `small` for a card's short list. */
  size?: 'small' | 'regular';
  /** Text colour and line height of the list. */
  className?: string;
};

// The mark sits centred on the first line, whatever the list's line height.
const sizes = {
  regular: {
    list: 'space-y-3',
    item: 'flex gap-3',
    icon: 'mt-[calc((1lh-1.25rem)/2)] size-5 shrink-0 text-brand-600',
  },
  small: {
    list: 'space-y-1.5 text-sm',
    item: 'flex gap-2',
    icon: 'mt-[calc((1lh-1rem)/2)] size-4 shrink-0 text-brand-700',
  },
};

/** Points with a mark beside each: features, what a service covers, delivery notes. */
export function TickList({
  items,
  icon: Icon = Check,
  size = 'regular',
  className = '',
}: TickListProps) {
  const style = sizes[size];
  return (
    <ul className={`${style.list} ${className}`}>
      {items.map((item) => (
        <li key={item} className={style.item}>
          <Icon aria-hidden="true" className={style.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
