// @ts-check
/**
 * The catalogue brochure as a PDF, from a page renderer (app/prerender/entry.server.tsx): the build's
 * for `npm run build` (scripts/brochure.js), the sources' for `npm run dev`. The product
 * pictures are SVG, which react-pdf cannot draw, so each is rasterised to PNG here with
 * resvg (WebAssembly: no native build).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Resvg, initWasm } from '@resvg/resvg-wasm';
import { projectRoot } from './paths.js';

/** Pixels across each picture: sharp at the 152 pt it is printed, small in the file. */
const PICTURE_WIDTH = 456;

const require = createRequire(import.meta.url);
/** resvg's WebAssembly may be set up once per process. @type {Promise<void> | undefined} */
let ready;

/** @param {Pick<typeof import('../app/prerender/entry.server'), 'brochureModel' | 'renderBrochure'>} renderer */
export async function renderBrochurePdf(renderer) {
  ready ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then(initWasm);
  await ready;
  const model = renderer.brochureModel();
  /** @type {Map<string, Buffer>} */
  const images = new Map();
  for (const product of model.categories.flatMap((category) => category.products)) {
    if (images.has(product.image)) continue;
    const svg = await readFile(join(projectRoot, 'public', product.image), 'utf8');
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: PICTURE_WIDTH } }).render().asPng();
    images.set(product.image, Buffer.from(png));
  }
  const pdf = await renderer.renderBrochure(model, images);
  return { pdf, model, pictures: images.size };
}
