import { enquiryHref, productEnquiry } from '../../catalogue/enquiry';
import { productPageOf, productPath } from '../../catalogue/product-paths';
import type { SignEntry } from '../../content/signs';

/** The one projecting sign that can be configured online. */
const CONFIGURATOR_ID = 'projecting-signs';

/** A projecting sign type opens the configurator, preset to its style where one fits. */
export function projectingSignConfigureHref(sign: Pick<SignEntry, 'configuratorStyle'>): string {
  // By its page alone: the sign pages show no product, and start without the catalogue.
  const configurator = productPageOf(CONFIGURATOR_ID);
  // Fail the pre-render rather than ship Configure buttons that lead nowhere.
  if (!configurator) throw new Error(`No product page "${CONFIGURATOR_ID}" in the product paths`);
  return productPath(
    configurator,
    sign.configuratorStyle ? [['style', sign.configuratorStyle]] : [],
  );
}

/** Fascia signs have no configurator: Configure asks the sales team for a quote instead. */
export function fasciaSignConfigureHref(sign: Pick<SignEntry, 'name'>): string {
  return enquiryHref(productEnquiry({ name: sign.name }));
}
