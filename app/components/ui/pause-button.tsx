import { Pause, Play } from 'lucide-react';

type PauseButtonProps = {
  paused: boolean;
  onToggle: () => void;
  label: string;
  className?: string;
};

/** Stops and restarts moving content (WCAG 2.2.2): "Pause {label}" / "Play {label}". */
export function PauseButton({ paused, onToggle, label, className = '' }: PauseButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${paused ? 'Play' : 'Pause'} ${label}`}
      className={`flex size-9 shrink-0 items-center justify-center rounded-full ${className}`}
    >
      {paused ? (
        <Play aria-hidden="true" className="size-4" />
      ) : (
        <Pause aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}
