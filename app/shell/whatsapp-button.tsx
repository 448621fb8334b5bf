import { MessageCircle } from 'lucide-react';
import { site, whatsAppHref } from '../content/site';

/**
 * Fixed to the bottom corner of every page. The footer keeps room below its last line
 * (pb-24) so the button never sits over text or a control at the end of a page; from
 * 1280 pixels wide the page's width (max-w-page, app/app.css) leaves the corner beside the
 * content free, so it covers nothing anywhere on the page (tests/e2e/floating-button.spec.ts).
 */
export function WhatsAppButton() {
  // In a landmark of its own, as everything on the page is in one (axe: region).
  return (
    <aside aria-label="Chat on WhatsApp">
      <a
        href={whatsAppHref()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Chat with ${site.name} on WhatsApp (opens in a new tab)`}
        className="fixed bottom-4 right-4 z-40 flex size-14 items-center justify-center rounded-full bg-[#128c4b] text-white shadow-lg hover:bg-[#0e7a40] focus-visible:outline-offset-4"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </a>
    </aside>
  );
}
