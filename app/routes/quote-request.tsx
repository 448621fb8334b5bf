import { quoteRequestPage } from '../content/quote-request-page';
import { QuoteRequestPage } from '../features/contact/quote-request-page';
import { pageMeta, withSeo } from '../head/seo';

export const meta = withSeo(() => pageMeta(quoteRequestPage));

export default QuoteRequestPage;
