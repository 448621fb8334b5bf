import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useAutoAdvance } from '../../lib/use-auto-advance';
import { wrapIndex } from '../../lib/wrap-index';
import { useHoverFocus } from '../../lib/use-hover-focus';
import { Image } from './image';
import { PauseButton } from './pause-button';

export type GalleryImage = { src: string; alt: string; width: number; height: number };

type RotatingGalleryProps = {
  images: readonly GalleryImage[];
  /** Names the controls: "Next image of {label}". */
  label: string;
  intervalMs?: number;
  priority?: boolean;
  className?: string;
};

/**
 * A card's images, one at a time, moving on every few seconds (SPEC.md section 4). It
 * pauses while hovered or focused, has a pause button (WCAG 2.2.2), stops for good once
 * its arrows are used, and never moves for visitors who prefer reduced motion.
 */
export function RotatingGallery({
  images,
  label,
  intervalMs = 3000,
  priority = false,
  className = '',
}: RotatingGalleryProps) {
  const hoverFocus = useHoverFocus();
  const [stopped, setStopped] = useState(false);
  const [index, setIndex] = useAutoAdvance({
    count: images.length,
    intervalMs,
    paused: hoverFocus.active || stopped,
  });
  const image = images[index];
  if (!image) return null;
  const many = images.length > 1;

  function step(by: number) {
    setStopped(true);
    setIndex((current) => wrapIndex(current + by, images.length));
  }

  const control =
    'absolute flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow hover:bg-white';
  return (
    // Hover and focus inside pause the rotation.
    <div className={`relative ${className}`} {...hoverFocus.handlers}>
      <Image
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        priority={priority && index === 0}
        className="h-auto w-full"
      />
      {many && (
        <>
          <button
            type="button"
            className={`${control} left-2 top-1/2 -translate-y-1/2`}
            aria-label={`Previous image of ${label}`}
            onClick={() => step(-1)}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={`${control} right-2 top-1/2 -translate-y-1/2`}
            aria-label={`Next image of ${label}`}
            onClick={() => step(1)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <PauseButton
            paused={stopped}
            onToggle={() => setStopped((was) => !was)}
            label={`images of ${label}`}
            className="absolute bottom-2 right-2 bg-white/90 text-brand-900 shadow hover:bg-white"
          />
          <p className="sr-only" aria-live={stopped ? 'polite' : 'off'}>
            Image {index + 1} of {images.length}
          </p>
        </>
      )}
    </div>
  );
}
