import { site } from './site';

/** The brochure's file: its name carries the business's, so a saved copy says whose it is. */
const fileName = `${site.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-brochure.pdf`;

/**
 * The catalogue brochure (PRODUCT.md "Download Brochure"), made at build by
 * scripts/brochure.js and linked from /products and /services.
 */
export const brochure = {
  path: `/${fileName}` as const,
  fileName,
  label: 'Download Brochure',
  format: 'PDF',
  /**
   * The size the link states. The build measures the file and fails when it drifts more
   * than a fifth from this (docs/decisions/014), so the link never misstates it.
   */
  sizeKb: 250,
};
