import { Download } from 'lucide-react';

type DownloadLinkProps = {
  path: string;
  fileName: string;
  label: string;
  format: string;
  sizeKb: number;
};

/**
 * A file to save, as a plain link: the browser downloads it (no client-side route), and
 * the visitor knows its format and size before they tap.
 */
export function DownloadLink({ path, fileName, label, format, sizeKb }: DownloadLinkProps) {
  return (
    <a
      href={path}
      download={fileName}
      className="mt-6 inline-flex items-center gap-2 rounded-md border border-brand-700 bg-white px-4 py-2.5 sm:px-5 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <Download aria-hidden="true" className="size-5" />
      <span>
        {label}{' '}
        <span className="whitespace-nowrap">
          ({format}, {sizeKb} kB)
        </span>
      </span>
    </a>
  );
}
