import type { SearchResult } from '../catalogue/search';

type ResultThumbnailProps = {
  result: SearchResult;
  width: number;
  height: number;
  /** Size and corners, shared by the picture and the plain tile. */
  className: string;
};

/** A result's picture, or a plain tile where the result (a page, say) has none. */
export function ResultThumbnail({ result, width, height, className }: ResultThumbnailProps) {
  return result.image ? (
    <img
      src={result.image}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`${className} shrink-0 bg-slate-50 object-cover`}
    />
  ) : (
    <span aria-hidden="true" className={`${className} shrink-0 bg-brand-50`} />
  );
}
