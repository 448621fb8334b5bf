import { X } from 'lucide-react';
import type { ComponentProps } from 'react';

type CloseButtonProps = Omit<ComponentProps<'button'>, 'type' | 'aria-label' | 'children'> & {
  /** Its accessible name: what it closes, where "Close" alone would not say. */
  label?: string;
  icon?: 'small' | 'large';
};

/** The cross in the corner of a dialog, a drawer or a panel: an icon button named "Close". */
export function CloseButton({
  label = 'Close',
  icon = 'large',
  className = '',
  ...button
}: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`rounded p-2 text-slate-700 hover:bg-slate-100 ${className}`}
      {...button}
    >
      <X aria-hidden="true" className={icon === 'large' ? 'size-6' : 'size-4'} />
    </button>
  );
}
