import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { WhatsAppButton } from './whatsapp-button';

export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[60] rounded bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        {children}
      </main>
      <Footer />
      <WhatsAppButton />
    </>
  );
}
