import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { wrapIndex } from '../../lib/wrap-index';
import type { GalleryImage } from './rotating-gallery';
import { Image } from './image';

type ImageGalleryProps = { images: readonly GalleryImage[]; label: string };

/**
 * A detail page's images: one large, previous and next wrapping round at both ends
 * (SPEC.md section 4), and a thumbnail button for each image, named for it.
 */
export function ImageGallery({ images, label }: ImageGalleryProps) {
  const [index, setIndex] = useState(0);
  const image = images[index];
  if (!image) return null;
  const step = (by: number) => setIndex((current) => wrapIndex(current + by, images.length));
  const arrow =
    'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow hover:bg-white';

  return (
    <section aria-label={`Images of ${label}`}>
      <div className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        <Image
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          priority={index === 0}
          className="h-auto w-full"
        />
        {images.length > 1 && (
          <>
            <button
              type="button"
              className={`${arrow} left-3`}
              aria-label="Previous image"
              onClick={() => step(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              className={`${arrow} right-3`}
              aria-label="Next image"
              onClick={() => step(1)}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        Image {index + 1} of {images.length}: {image.alt}
      </p>
      {images.length > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-3">
          {images.map((thumbnail, position) => (
            <li key={thumbnail.src}>
              <button
                type="button"
                aria-label={thumbnail.alt}
                aria-current={position === index}
                onClick={() => setIndex(position)}
                className="block overflow-hidden rounded-md border-2 border-transparent aria-[current=true]:border-brand-700"
              >
                <Image
                  src={thumbnail.src}
                  alt=""
                  width={thumbnail.width}
                  height={thumbnail.height}
                  className="h-auto w-full"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
