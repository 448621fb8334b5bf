import type { FastifyRequest } from 'fastify';
import { sessionCookie } from '../auth/session-rules';
import { findByTokenHash, type CustomerQuote } from '../store/customer-answers';
import { findSession } from '../store/sessions';
import type { Store } from '../store/connect';
import type { FormContext } from './pages/answer-forms';
import type { QuoteLinks } from '../auth/links';

/** The quote a link's token names: none when it names none, or the enquiry was erased. */
export function findQuote(
  { store, links }: { store: Store; links: QuoteLinks },
  token: string,
): Promise<CustomerQuote | undefined> {
  return findByTokenHash(store, links.hash(token));
}

/** What the page's forms carry: the latest version and the token that proves the page. */
export function formContext(
  links: QuoteLinks,
  token: string,
  found: CustomerQuote,
  posted?: FormContext['posted'],
): FormContext {
  const version = found.latest.version;
  return { token, version, formToken: links.formToken(links.hash(token), version), posted };
}

/**
 * Whether a signed-in member of staff is looking (they open the link from the inbox to
 * check it): their look is not the customer's first view.
 */
export async function staffIsLooking(request: FastifyRequest, store: Store): Promise<boolean> {
  const id = request.cookies[sessionCookie(request)];
  return id ? (await findSession(store, id)) !== undefined : false;
}
