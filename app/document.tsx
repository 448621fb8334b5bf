import type { ReactNode } from 'react';
import styles from './app.css?inline';
import { MARK_EX_VAT_SCRIPT } from './components/product/price-mode';

/**
 * The whole style sheet, inlined into every pre-rendered page so the first paint waits for
 * no request (docs/decisions/008). The production client bundle leaves it out: hydration
 * keeps the pre-rendered text, because React never rewrites a `dangerouslySetInnerHTML`
 * whose client value stays the same. In development the client renders it too, so edits
 * to app.css show at once.
 */
function InlineStyles() {
  const css = import.meta.env.SSR || import.meta.env.DEV ? styles : '';
  return <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />;
}

/**
 * The HTML document around every page. Each page adds its own title, description,
 * canonical link and Open Graph tags; React places them in the head (see routing/route-view.tsx).
 * The build adds the page's one script (scripts/prerender.js, app/boot/entry.client.ts).
 */
export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3556" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* No first paint of a half-parsed page (a slow phone would then see the header and
            hero move as the rest arrives): rendering waits until the parser reaches the
            footer, that is until the header and the main content are whole. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <InlineStyles />
        {/* Prices ex VAT from the first frame (docs/decisions/013); allowed by its hash. */}
        <script dangerouslySetInnerHTML={{ __html: MARK_EX_VAT_SCRIPT }} suppressHydrationWarning />
      </head>
      <body>{children}</body>
    </html>
  );
}
