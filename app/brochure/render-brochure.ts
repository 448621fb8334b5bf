import { renderToBuffer } from '@react-pdf/renderer';
import { BrochureDocument, type BrochureImages } from './brochure-document';
import type { BrochureModel } from './brochure-model';

/** The brochure as PDF bytes. Only the build runs this (scripts/brochure.js). */
export function renderBrochure(model: BrochureModel, images: BrochureImages): Promise<Buffer> {
  // Called as a function: react-pdf wants its <Document> element at the root.
  return renderToBuffer(BrochureDocument({ model, images }));
}
