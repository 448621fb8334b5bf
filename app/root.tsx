import { Component, Suspense, useDeferredValue, type ReactNode } from 'react';
import { Route, Routes, useLocation } from './lib/router';
import { site } from './content/site';
import { Document } from './document';
import { usePageFocus } from './lib/use-page-focus';
import { useScrollRestoration } from './lib/use-scroll-restoration';
import { RoutePage, routes } from './routing/route-view';
import { SiteShell } from './shell/site-shell';

function PageError() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <title>{`Page not available | ${site.name}`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">
        Sorry, this page could not be shown
      </h1>
      <p className="mt-4 text-lg">
        Something went wrong on our side. Please reload the page, or call us on{' '}
        <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
          {site.phone.display}
        </a>{' '}
        and we will help.
      </p>
      <p className="mt-4">
        <a href="/" className="font-semibold text-brand-700 underline">
          Go to the {site.name} home page
        </a>
      </p>
    </div>
  );
}

type BoundaryProps = { visit: string; children: ReactNode };
type BoundaryState = { failed: boolean; visit: string };

/**
 * A page that fails to load or render says so inside the shell; the next visit to any page,
 * the same one included, starts afresh.
 */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, visit: this.props.visit };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.visit === state.visit ? null : { failed: false, visit: props.visit };
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}

export function App() {
  const location = useLocation();
  // React renders Back and Forward at once (for the browser's sake); the page on screen
  // follows only when the next one is ready, so a page whose script is still loading does
  // not blank the one before, and its place is restored on the page itself.
  const shown = useDeferredValue(location);
  useScrollRestoration(shown);
  usePageFocus(shown);
  return (
    <Document>
      <SiteShell>
        <PageErrorBoundary visit={shown.key}>
          <Suspense>
            <Routes location={shown}>
              {routes.map(({ path, module }) => (
                // Keyed by path: another product is another page, not the same one updated.
                <Route key={path} path={path} element={<RoutePage key={path} module={module} />} />
              ))}
            </Routes>
          </Suspense>
        </PageErrorBoundary>
      </SiteShell>
    </Document>
  );
}
