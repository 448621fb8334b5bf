import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from '../lib/router';
import type { BrochureImages } from '../brochure/brochure-document';
import type { BrochureModel } from '../brochure/brochure-model';
import { App } from '../root';
import { loadPageAt } from '../routing/route-view';

export { brochureModel } from '../brochure/brochure-model';
export { resourceFiles } from './resources';
export { NOT_FOUND_DOCUMENT_PATH, routedPages } from '../routing/route-table';
export { isRoutedPath, moduleAt } from '../routing/route-view';

/** The HTML document of the page at `path` (React writes the doctype). */
export async function renderPage(path: string): Promise<string> {
  await loadPageAt(path);
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={path}>
      <App />
    </StaticRouter>,
    {
      // The whole page in document order: no part of it moved into place by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
      },
    },
  );
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/** The PDF brochure for scripts/brochure.js; react-pdf loads only when it is made. */
export async function renderBrochure(model: BrochureModel, images: BrochureImages) {
  const { renderBrochure: render } = await import('../brochure/render-brochure');
  return render(model, images);
}
