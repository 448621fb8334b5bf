import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  askForNewQuote,
  declineQuote,
  requestChanges,
  type CustomerQuote,
  type Refusal,
} from '../store/customer-answers';
import { acceptQuote } from '../store/accept-quote';
import { getOrder } from '../store/order-rows';
import { decideQuote, type CustomerAction } from '../sales/quote-lifecycle';
import { needsDeclaration } from '../sales/declaration';
import { parseLines, toQuote } from '../store/quote-rows';
import { NEW_QUOTE_MESSAGE, readAnswer, type AnswerKind, type ReadAnswer } from './answer-form';
import { customerStatus, customerView, offersNewQuote } from './customer-view';
import { findQuote, formContext } from './lookup';
import { quotePage } from './pages/quote-page';
import {
  changesSentPage,
  declinedPage,
  notFromPage,
  notValidPage,
  orderConfirmedPage,
} from './pages/result-pages';
import { ratePerAddress } from './rate';
import { declarationOf } from './declaration-answer';
import { sendPage, tokenParams } from './replies';
import type { RouteServices } from '../plugins/services';
import { QUOTE_ANSWERS, urls } from '../urls';

/**
 * POST /quotes/{token}/accept, /changes and /decline: the customer's answers, plain form
 * posts. In order: the quote (404), the page's form token for the version it showed (403),
 * whether that version can still be answered (409, nothing recorded), the fields (400,
 * the page again with what was typed), then the answer, recorded once.
 */
export const answerRoutes: FastifyPluginAsync = async (app) => {
  const services: RouteServices = app;
  const { links, clock: now } = services;
  for (const kind of QUOTE_ANSWERS) {
    app.post<{ Params: { token: string } }>(
      urls.quote.answer.path(kind),
      {
        schema: { params: tokenParams },
        config: { rateLimit: ratePerAddress('quote-answer') },
      },
      async (request, reply) => {
        const { token } = request.params;
        const found = await findQuote(services, token);
        if (!found) return sendPage(reply, 404, notValidPage());
        const at = now();
        const newQuote = offersNewQuote(customerStatus(found, at));
        const declare = needsDeclaration(parseLines(found.latest.lines));
        const read = readAnswer(kind, request.body, { newQuote, declare });
        const tokenHash = links.hash(token);
        if (
          read.version === undefined ||
          !links.formTokenAccepted(read.formToken, tokenHash, read.version)
        ) {
          return sendPage(reply, 403, notFromPage(token));
        }
        // Whether the quote still takes this answer is the sales core's to say, before the
        // fields are judged: an answer that comes too late is told so, not asked to fix them.
        const decided = decideQuote(toQuote(found), actionOf(kind, newQuote, read.version), at);
        if ('refused' in decided) {
          const why = decided.refused;
          return refused(reply, { services, found, why, kind, read, token, at });
        }
        if (Object.keys(read.errors).length > 0) {
          const posted = { kind, values: read.values, errors: read.errors };
          const context = formContext(links, token, found, posted);
          return sendPage(reply, 400, quotePage({ view: customerView(found, at), context }));
        }
        return answer(kind, {
          services,
          found,
          read: { ...read, version: read.version },
          token,
          at,
          reply,
          newQuote,
        });
      },
    );
  }
};

/** The lifecycle's action for an answer (its words are judged later, by readAnswer). */
function actionOf(kind: AnswerKind, newQuote: boolean, version: number): CustomerAction {
  if (kind === 'accept') return { kind: 'accept', version, name: '', po: '' };
  if (kind === 'decline') return { kind: 'decline', version, reason: '' };
  return { kind: newQuote ? 'ask-for-new-quote' : 'ask-for-changes', version, message: '' };
}

async function answer(
  kind: AnswerKind,
  {
    services,
    found,
    read,
    token,
    at,
    reply,
    newQuote,
  }: {
    services: RouteServices;
    found: CustomerQuote;
    read: ReadAnswer & { version: number };
    token: string;
    at: Date;
    reply: FastifyReply;
    newQuote: boolean;
  },
) {
  const { store } = services;
  const mail = services.mail.state;
  const { values } = read;
  const result =
    kind === 'accept'
      ? await acceptQuote(store, found, {
          version: read.version,
          name: values.name,
          po: values.po,
          billing: {
            company: values.billingCompany,
            address: values.billingAddress,
            postcode: values.billingPostcode,
          },
          site: values.siteAddress
            ? { company: '', address: values.siteAddress, postcode: values.sitePostcode }
            : undefined,
          declaration: declarationOf(values),
          now: at,
          mail,
        })
      : kind === 'changes' && newQuote
        ? await askForNewQuote(store, found, {
            message: values.message || NEW_QUOTE_MESSAGE,
            now: at,
            mail,
          })
        : kind === 'changes'
          ? await requestChanges(store, found, { message: values.message, now: at, mail })
          : await declineQuote(store, found, { reason: values.reason, now: at, mail });
  if (result.kind === 'refused') {
    // Someone else's answer came first: the quote as it is now says what it was.
    const fresh = (await findQuote(services, token)) ?? found;
    return refused(reply, { services, found: fresh, why: result.why, kind, read, token, at });
  }
  services.mail.wake();
  // The answer as stored (the first acceptance, when this one repeated it).
  const fresh = (await findQuote(services, token)) ?? found;
  const view = customerView(fresh, at);
  if (kind === 'accept') {
    const order = await getOrder(services.store.db, fresh.enquiry.id, fresh.enquiry.reference);
    return sendPage(reply, 200, orderConfirmedPage(view, token, order !== undefined));
  }
  if (kind === 'decline') return sendPage(reply, 200, declinedPage(view, token));
  return sendPage(reply, 200, changesSentPage(view, token, newQuote));
}

/**
 * An answer that came too late or to an older version: nothing is recorded, and the quote
 * as it is now is shown again with why, and with what was typed kept in its form, where
 * the page still has that form. The tick is not kept for a newer version: its terms and
 * figures are not the ones the customer ticked.
 */
async function refused(
  reply: FastifyReply,
  {
    services,
    found,
    why,
    kind,
    read,
    token,
    at,
  }: {
    services: RouteServices;
    found: CustomerQuote;
    why: Refusal;
    kind: AnswerKind;
    read: ReadAnswer;
    token: string;
    at: Date;
  },
) {
  const values = { ...read.values, terms: read.values.terms && why !== 'superseded' };
  const context = formContext(services.links, token, found, { kind, values, errors: {} });
  const view = customerView(found, at);
  // An answer to a quote already accepted: what follows depends on whether it made an order.
  const ordered =
    found.quote.state === 'accepted' &&
    (await getOrder(services.store.db, found.enquiry.id, found.enquiry.reference)) !== undefined;
  return sendPage(reply, 409, quotePage({ view, context, refusal: why, ordered }));
}
