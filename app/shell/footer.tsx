import { useFollowLinksWithin } from '../lib/router';
import { FooterContent } from './footer-content';

/**
 * The footer's contents as the page was pre-rendered with them, read from the document the
 * first time the footer renders in the browser: that render is hydration's, before React
 * has changed anything. React renders no children for an element with
 * `dangerouslySetInnerHTML`; hydrating one, it takes its contents as they are (it compares
 * them only in development, and `suppressHydrationWarning` quiets that); after, it writes
 * `innerHTML` only if `__html` changes, which this never does. Were React to render the
 * document afresh instead (its recovery from a fault while hydrating), it would write
 * these same contents. docs/decisions/042.
 */
let preRendered: { __html: string } | undefined;

function preRenderedContents() {
  preRendered ??= { __html: document.getElementById('site-footer')?.innerHTML ?? '' };
  return preRendered;
}

/**
 * The same on every page, so the pages' scripts carry none of it (docs/decisions/042): the
 * pre-rendered page has its contents (footer-content.tsx), which React keeps and never
 * renders. Its links to the site's pages are followed in the app, as `Link`s are. What
 * keeps the end of the page in place as the footer is laid out is footer-layout.ts.
 */
export function Footer() {
  const followLink = useFollowLinksWithin();
  // The bottom padding keeps the last line clear of the fixed WhatsApp button.
  // The id is where the first paint may happen: the whole page above it is parsed (root.tsx).
  const attributes = {
    id: 'site-footer',
    className: 'on-dark mt-16 bg-brand-900 pb-24 text-brand-50',
  };
  return import.meta.env.SSR ? (
    <footer {...attributes}>
      <FooterContent />
    </footer>
  ) : (
    // The clicks are its links' (a <footer> takes no action of its own): keyboard presses
    // of a link arrive as clicks.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <footer
      {...attributes}
      onClick={followLink}
      dangerouslySetInnerHTML={preRenderedContents()}
      suppressHydrationWarning
    />
  );
}
