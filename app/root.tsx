import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from 'react-router';
import type { Route } from './+types/root';
import styles from './app.css?inline';
import { site } from './content/site';
import { SiteShell } from './shell/site-shell';

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

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3556" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* No first paint of a half-parsed page (a slow phone would then see the header and
            hero move as the rest arrives): rendering waits until the parser reaches the
            footer, that is until the header and the main content are whole. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <InlineStyles />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets styles and browser tests tell a hydrated page from the pre-rendered HTML.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Sorry, this page could not be shown</h1>
      <p className="mt-4 text-lg">
        Something went wrong on our side{detail ? ` (${detail})` : ''}. Please reload the page, or
        call us on <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a> and we will help.
      </p>
      <p className="mt-4">
        <a href="/" className="font-semibold text-brand-700 underline">
          Go to the {site.name} home page
        </a>
      </p>
    </main>
  );
}
