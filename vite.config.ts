import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { inlineIcons } from './scripts/inline-icons.js';

/**
 * The catalogue's products and prices, the basket that reads them and the components that
 * show them: pages that show no product start without them (docs/decisions/041).
 */
const catalogueModule = /app[\\/](catalogue|basket|components[\\/]product)[\\/]/;
/**
 * What the shell and the pages without products need of those folders, none of it product
 * data: the product pages' paths and names (the route table, links in the copy), the
 * category pages' and the slug of a name, the basket's unchecked count, the header's price
 * switch, the prices the search shows and the enquiry forms' subjects (docs/decisions/041).
 */
const withoutProducts =
  /app[\\/](catalogue[\\/](categories|enquiry|money|product-paths|slug)|basket[\\/](check|count|stored-shape)|components[\\/]product[\\/]price(-mode)?)\.tsx?$/;
/**
 * Interface that only the pages showing products draw (the quantity stepper, the stock
 * badge): with the catalogue, which those pages load anyway, rather than in the shared
 * chunk that every page loads. A page without products that drew one of these would load
 * the catalogue with it (first-paint.spec.ts names such pages).
 */
const productPagesOnly =
  /app[\\/]components[\\/]ui[\\/](quantity-stepper|quantity-field|stock-badge)\.tsx?$/;
/**
 * The galleries that turn by themselves, their pause button and timers, and the product
 * cards' link rule: drawn by the pages that list products of any range (the home page, the
 * light-box listing) and, the galleries alone, by the sign pages, which show no product. A
 * file of their own (1.2 kB Brotli), so that the sign pages start without the catalogue, and
 * /cart, which draws neither, without them (docs/decisions/041).
 */
const galleryModule =
  /app[\\/](components[\\/]ui[\\/](rotating-gallery|pause-button)|catalogue[\\/]links|lib[\\/](use-auto-advance|use-hover-focus|use-reduced-motion))\.tsx?$/;
/**
 * The product card, which the home page's sections of products and the light-box listing
 * draw: in the file of those sections (app/features/home/later-parts.ts, which the home page
 * loads once it has started, docs/decisions/044), and a copy in the listing's (`?listing`,
 * below). In the galleries' file it would bring the catalogue's to the sign pages; in the
 * catalogue's it would weigh on the product pages, which do not draw it.
 */
const productCard = /app[\\/]components[\\/]product[\\/]product-card\.tsx$/;
/**
 * Interface that a few pages draw, some with products and some without (the gallery's
 * dialog, the brochure's link, the call-to-action band; 1.1 kB Brotli): a file of its own
 * that only those eleven pages load, a request more on each, rather than bytes on the
 * forty others. The first-paint journey's request limits hold (/projects/what-we-do is at
 * its 13).
 */
const fewPagesOnly = /app[\\/]components[\\/]ui[\\/](modal|download-link|action-band)\.tsx$/;
/**
 * What only the product pages draw (the configurator, the light boxes' detail page with its
 * gallery, the specification and the product's search-engine tags): not the pages that list
 * products (docs/decisions/041). What every product page draws is a file of its own; the
 * configurator, which the light boxes' pages do not draw, another (below); the light boxes'
 * page stays in the one route that shows it.
 */
const productPageParts =
  /app[\\/](features[\\/](configurator[\\/]|light-boxes[\\/]light-box-detail)|components[\\/](ui[\\/]image-gallery|product[\\/](product-details|specification-list))|head[\\/]product-seo)/;
/** The configurator: every product page's but the light boxes' (the route is every one's). */
const configuratorModule = /app[\\/]features[\\/]configurator[\\/](?!product-route)/;
/**
 * Every range's products and what reads them all (the registry, the product cards, the
 * basket's store below): only the pages that list products start with them. A product page
 * starts with its own range's data, a copy in its route's chunk (app/routes/product-*.tsx
 * import it as `?page`), and loads these once it has started.
 */
const everyRange = /app[\\/]catalogue[\\/](products[\\/][\w-]+\.ts$|registry)/;
/**
 * The basket's store, which checks every line against every range (and what it tells /cart
 * of what the check took out): a product page loads it
 * when the header asks (a basket stored, or made so by an Add to Cart, checked when the
 * browser is idle; the pointer or the focus on the basket link) or storage refuses an add;
 * until then Add to Cart is made on the stored basket (app/basket/add.ts). In a file of its
 * own, /cart would name 8 files, one over the first-paint journey's limit.
 */
const basketStore = /app[\\/]basket[\\/](store|priced|use-basket|shared|taken-out)\.ts$/;
/**
 * A range's module under a second name, for the chunk of the one route that imports it: a
 * product page's (`?page`, above), a category page's that lists the range (`?list`) or the
 * light-box listing's (`?listing`). The
 * category pages show their own range's products alone, without Add to Cart, and start
 * without every range, the product cards and the store (app/catalogue/products/range-copies.d.ts).
 */
const pageCopy = (id: string) => /\?(page|list|listing)$/.test(id);
/**
 * The shell of every page, which app/boot/hydrate.tsx imports (app/boot/start.ts's second
 * step): with the shared components in one chunk, not a chunk of its own beside them. The
 * app's root brings what it imports (the header, the router, the page's head and frame:
 * a group takes its modules' imports); what replays the visitor's early input is hydrate's
 * own import. The footer's layout code stays in hydrate's file with it (0.9 kB).
 */
const shellModule = /app[\\/](root|boot[\\/]replay-early-input)\.tsx?$/;

/**
 * The entries (the two inputs, and every module imported dynamically: the pages, the search)
 * whose start-up loads module `id`: a walk up its static importers. It stands in for the
 * bundler's `minShareCount`, which would keep the shell (one entry's) out of the group. It
 * can only count more than the bundler would (an importer it has shaken away still counts
 * here), so at worst a module one page uses joins the shared file; the shared and shell
 * files held the same modules as before when it came in (compared from their source maps).
 */
function entriesReaching(id: string, context: Rolldown.ChunkingContext): Set<string> {
  const entries = new Set<string>();
  const seen = new Set([id]);
  const walk = [id];
  for (let next = walk.pop(); next !== undefined; next = walk.pop()) {
    const info = context.getModuleInfo(next);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) entries.add(next);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      walk.push(importer);
    }
  }
  return entries;
}

const sharedModule =
  /app[\\/](components(?![\\/](form|product))|lib|head[\\/]seo|search[\\/]unavailable)|lucide-react/;
/**
 * The enquiry forms' own code that their pages (/contact, /site-survey-request,
 * /cart/quote) start with, and what it shares with the code a form loads on first use
 * (app/features/contact/on-submit.ts: the checks, the send, the thanks; docs/decisions/040):
 * the questions' definitions with the honeypot's name, and the survey's types of work.
 * Without the group each module shared with on-submit.ts would be a file of its own.
 */
const enquiryFormModule =
  /app[\\/](features[\\/]contact[\\/](?!next-steps)|components[\\/]form[\\/]|enquiries[\\/]form-fields|content[\\/]survey-work-types)/;

/**
 * Two builds (package.json "build"): the browser's scripts into build/client, and for
 * Node (build/server) the renderer that scripts/prerender.js runs once per page to write
 * its HTML, and the production server compiled from server/ (docs/decisions/020).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [inlineIcons(), tailwindcss(), react()],
  build: isSsrBuild
    ? {
        outDir: 'build/server',
        copyPublicDir: false,
        // The page renderer; the production server (start.js), what the scripts use of it
        // (tools.js) and the worker thread that makes quote PDFs (pdf-worker.js, started by
        // path: server/quotes/pdf/renderer.ts). Packages stay external (Vite's SSR default): Node loads fastify,
        // kysely, libsql, pg and the rest from node_modules, as it would from the sources.
        rolldownOptions: {
          input: [
            'app/prerender/entry.server.tsx',
            'server/start.ts',
            'server/tools.ts',
            'server/quotes/pdf/pdf-worker.ts',
          ],
        },
      }
    : {
        outDir: 'build/client',
        // Read by scripts/prerender.js to name each page's scripts, then removed.
        manifest: true,
        // Inlined assets would need 'data:' in the Content-Security-Policy; files are cheap.
        assetsInlineLimit: 0,
        rolldownOptions: {
          // The page's one script, and the module it starts once the page is on screen
          // (docs/decisions/010).
          input: ['app/boot/entry.client.ts', 'app/boot/start.ts'],
          // The page's script calls app/boot/start.ts's `start` (docs/decisions/012): keep it.
          preserveEntrySignatures: 'exports-only',
          output: {
            // A few chunks instead of dozens: every request costs a round trip on a
            // phone's connection, and small chunks each carry their own import boilerplate.
            // The entry chunk is the shell of every page; each page adds its own chunk.
            codeSplitting: {
              groups: [
                // React and React DOM: one file, cached across releases,
                // requested with the page (docs/decisions/019). With Vite's helper for the
                // imports of app/boot/start.ts, which would otherwise be a request of its own.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0vite[\\/]preload-helper/,
                  priority: 30,
                },
                // The shell every page hydrates (header, router, the page's head and
                // frame), and the components, hooks and icons that two or more pages share,
                // with what they import: one file, which compresses 0.8 kB smaller than the
                // two it was (docs/decisions/041). Not the forms' controls: only the two form pages load them, with the
                // rest of their forms, in a chunk of their own. Not the catalogue, but for what
                // the pages without products need of it; not what only the pages with products
                // draw. Not the search (app/search): the header loads it on first use, and
                // /search with its page; only the words it shows when it cannot load.
                {
                  name: (id: string, context: Rolldown.ChunkingContext) =>
                    shellModule.test(id) ||
                    ((sharedModule.test(id) || withoutProducts.test(id)) &&
                      !productPagesOnly.test(id) &&
                      !galleryModule.test(id) &&
                      !productPageParts.test(id) &&
                      !fewPagesOnly.test(id) &&
                      entriesReaching(id, context).size >= 2)
                      ? 'shared'
                      : null,
                  priority: 20,
                },
                // What a few pages draw, with and without products (above).
                {
                  name: 'few-pages',
                  test: fewPagesOnly,
                  minShareCount: 2,
                  priority: 15,
                },
                // The rest of the catalogue but every range's data and what reads it all: what
                // the product pages and the pages that list products both draw (Add to Cart,
                // prices, options, stock, the quantity stepper). After the shared chunk, so
                // that it takes none of what the others need.
                {
                  name: 'catalogue',
                  test: (id: string) =>
                    !pageCopy(id) &&
                    ((catalogueModule.test(id) && !withoutProducts.test(id)) ||
                      productPagesOnly.test(id)) &&
                    !productPageParts.test(id) &&
                    !galleryModule.test(id) &&
                    !productCard.test(id) &&
                    !everyRange.test(id) &&
                    !basketStore.test(id),
                  minShareCount: 2,
                  priority: 12,
                },
                // The galleries that turn by themselves (above).
                {
                  name: 'galleries',
                  test: galleryModule,
                  minShareCount: 2,
                  priority: 11.5,
                },
                // What only the product pages draw (above): what every product page draws,
                // then the configurator. In that order: a group takes the modules its own
                // import, and the configurator imports the specification.
                {
                  name: 'product-page',
                  test: (id: string) =>
                    !pageCopy(id) && productPageParts.test(id) && !configuratorModule.test(id),
                  minShareCount: 2,
                  priority: 11,
                },
                {
                  name: 'configurator',
                  test: configuratorModule,
                  minShareCount: 2,
                  priority: 10,
                },
                // Every range's data, the registry, the product cards and the basket's store:
                // the pages that list products start with it; a product page after start.
                {
                  name: 'every-range',
                  test: (id: string) =>
                    !pageCopy(id) && (everyRange.test(id) || basketStore.test(id)),
                  minShareCount: 2,
                  priority: 8,
                },
                // The forms' start-up code (above): what two or more of the form pages, or a
                // form page and on-submit.ts, share. After the catalogue, which it does not touch.
                {
                  name: 'enquiry-form',
                  test: enquiryFormModule,
                  minShareCount: 2,
                  priority: 5,
                },
              ],
            },
          },
        },
      },
}));
