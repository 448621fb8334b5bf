/**
 * What the production server (server/, plain JavaScript) takes from the app's own code,
 * built into build/server/enquiries.js: the forms' rules, the catalogue's prices and the
 * site's details. One definition for the browser and the server, so they cannot disagree.
 */
export { enquirySubjects } from '../catalogue/enquiry';
export { formatPrice, vatBreakdown } from '../catalogue/money';
export { surveyWorkTypes } from '../content/contact-page';
export { site } from '../content/site';
export { priceQuote } from './quote';
export { HONEYPOT_FIELD, readEnquiryRequest } from './schema';
