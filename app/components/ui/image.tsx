import type { ImgHTMLAttributes } from 'react';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding'> & {
  src: string;
  /** Describe what the image shows; pass "" only for a purely decorative image. */
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once and early. Everything else loads lazily. */
  priority?: boolean;
};

/** Every image carries its size (no layout shift) and loads lazily unless it is seen first. */
export function Image({ priority = false, alt, ...props }: ImageProps) {
  return (
    <img
      {...props}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      // A priority image is the page's largest paint: decoded with the first frame, not after.
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
