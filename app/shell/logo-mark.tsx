/** The business's mark: shelves on uprights. Shared by the site's header and the server's pages. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className}>
      <rect width="40" height="40" rx="8" fill="currentColor" />
      <path d="M8 12h24M8 20h24M8 28h24" stroke="#f0b13c" strokeWidth="3" />
      <path d="M11 9v22M29 9v22" stroke="#fff" strokeWidth="2.5" />
    </svg>
  );
}
