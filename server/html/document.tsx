import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { site } from '../../app/content/site';
import { LogoMark } from '../../app/shell/logo-mark';
import { STYLE } from './style';

/**
 * A whole page the server writes, in the site's look: the logo mark and name, the content
 * in the public pages' column, the business's address below. `header` replaces the
 * default right-hand side of the header (the phone number); `wide` for the inbox's tables.
 */
export function Document({
  title,
  header,
  wide = false,
  children,
}: {
  title: string;
  header?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | ${site.name}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The server's own constant, hashed in the page's policy: no visitor's text. */}
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body className={wide ? 'wide' : undefined}>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header>
          <div className="column">
            {header ?? (
              <>
                <Brand href="/" label={site.name} />
                <p>
                  Call us: <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
                </p>
              </>
            )}
          </div>
        </header>
        <main id="main" className="column">
          {children}
        </main>
        <footer>
          <p className="column">
            {site.name}, {site.showroom.street}, {site.showroom.city} {site.showroom.postcode}.{' '}
            {site.email}. Prices in pounds sterling; VAT at 20%.
          </p>
        </footer>
      </body>
    </html>
  );
}

export function Brand({ href, label }: { href: string; label: string }) {
  return (
    <a className="brand" href={href}>
      <LogoMark />
      <span>{label}</span>
    </a>
  );
}

/** The page as HTML: React writes (and escapes) every value. */
export function renderDocument(page: ReactNode) {
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
