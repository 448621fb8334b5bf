import { useState } from 'react';
import { PauseButton } from '../../components/ui/pause-button';
import { bannerMessages } from '../../content/home';
import { useAutoAdvance } from '../../lib/use-auto-advance';
import { useHoverFocus } from '../../lib/use-hover-focus';

/** Three messages taking turns every 3 seconds (SPEC.md section 2), pausable. */
export function MessageBanner() {
  const hoverFocus = useHoverFocus();
  const [stopped, setStopped] = useState(false);
  const [index] = useAutoAdvance({
    count: bannerMessages.length,
    intervalMs: 3000,
    paused: stopped || hoverFocus.active,
  });

  return (
    <section
      aria-label="Shop news"
      className="on-dark bg-accent-400 text-brand-900"
      {...hoverFocus.handlers}
    >
      {/* The message fills the row, so a longer or shorter one never moves the pause button,
          and each message is a new paragraph (the key): centred text rewritten in place
          would count as a layout shift. */}
      <div className="mx-auto flex h-11 max-w-page items-center gap-3 px-4">
        <p
          key={index}
          className="min-w-0 flex-1 truncate text-center text-sm font-semibold sm:text-base"
        >
          {bannerMessages[index]}
        </p>
        <PauseButton
          paused={stopped}
          onToggle={() => setStopped((was) => !was)}
          label="shop news"
          className="size-8 text-brand-900 hover:bg-accent-300"
        />
      </div>
    </section>
  );
}
