import { Component, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { site } from './content/site';
import { Document } from './document';
import { useScrollRestoration } from './lib/use-scroll-restoration';
import { RoutePage, routes } from './route-view';
import { SiteShell } from './shell/site-shell';

function PageError() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Sorry, this page could not be shown</h1>
      <p className="mt-4 text-lg">
        Something went wrong on our side. Please reload the page, or call us on{' '}
        <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a> and we will help.
      </p>
      <p className="mt-4">
        <a href="/" className="font-semibold text-brand-700 underline">
          Go to the {site.name} home page
        </a>
      </p>
    </div>
  );
}

type BoundaryProps = { path: string; children: ReactNode };
type BoundaryState = { failed: boolean; path: string };

/** A page that fails to load or render says so inside the shell; the next page starts afresh. */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, path: this.props.path };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}

export function App() {
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <Document>
      <SiteShell>
        <PageErrorBoundary path={pathname}>
          <Suspense>
            <Routes>
              {routes.map(({ path, module, caseSensitive }) => (
                // Keyed by path: another product is another page, not the same one updated.
                <Route
                  key={path}
                  path={path}
                  caseSensitive={caseSensitive}
                  element={<RoutePage key={path} module={module} />}
                />
              ))}
            </Routes>
          </Suspense>
        </PageErrorBoundary>
      </SiteShell>
    </Document>
  );
}
