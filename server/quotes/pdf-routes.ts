import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { failureWords } from '../html/failure-words';
import { RenderPoolFull, renderPoolPlugin } from '../plugins/render-pool';
import { keptPdfSize } from '../store/quote-pdfs';
import { customerView } from './customer-view';
import { findQuote } from './lookup';
import { getOrder } from '../store/order-rows';
import { documentOf, keptDocumentPdfSize } from '../store/sales-documents';
import { documentFileName } from '../sales/invoice-display';
import { keptDocumentPdfs } from './pdf/kept-documents';
import { keptQuotePdfs, pdfKey } from './pdf/kept-pdfs';
import {
  ORDER_PAGE_SHOWS,
  pdfBusyPage,
  pdfFailedPage,
  pdfTooManyPage,
  QUOTE_PAGE_SHOWS,
} from './pdf/pdf-pages';
import { QUOTE_PDF_WORKER } from './pdf/renderer';
import { pdfName } from './pages/quote-page';
import { notValidPage, withdrawnPdfPage } from './pages/result-pages';
import { ratePerAddress } from './rate';
import { sendPage, tokenOf, tokenParams } from './replies';
import { urls } from '../urls';

/**
 * GET /quotes/{token}/pdf: the quote as a PDF file to keep. Made once for what it shows, in
 * a worker thread, and kept in the store (pdf/kept-pdfs.ts): a repeat download is a read.
 * HEAD answers from the kept file, or without a length when none is kept: it never makes one.
 * A link that names no quote gets the quote pages' "not valid" page; the other refusals
 * say what they are (pdfFailure).
 */
export const quotePdfRoutes: FastifyPluginAsync = async (app) => {
  const { store, clock: now } = app;
  await app.register(renderPoolPlugin, { ...app.renders, worker: QUOTE_PDF_WORKER });
  const pdfs = keptQuotePdfs({ store, pool: app.renderPool, now });
  const documents = keptDocumentPdfs({ store, pool: app.renderPool, now });

  // HEAD is named here rather than left to Fastify's own HEAD route, whose hook sets the
  // length of the (empty) body it was given, 0, over the kept file's length.
  app.route<{ Params: { token: string } }>({
    method: ['GET', 'HEAD'],
    url: urls.quote.pdf.path,
    schema: { params: tokenParams },
    errorHandler: pdfFailure(QUOTE_PAGE_SHOWS),
    config: { rateLimit: ratePerAddress('quote-pdf') },
    handler: async (request, reply) => {
      const found = await findQuote(app, request.params.token);
      if (!found) return sendPage(reply, 404, notValidPage());
      const view = customerView(found, now());
      // Gone: a withdrawn quote is no longer the shop's offer (its page says so). A declined
      // or expired one keeps its PDF as a record.
      if (view.status === 'withdrawn') {
        return sendPage(reply, 410, withdrawnPdfPage(view, request.params.token));
      }
      const key = pdfKey(found, view);
      if (request.method === 'HEAD') {
        const size = await keptPdfSize(store, key);
        if (size !== undefined) reply.header('content-length', size);
        return asFile(reply, pdfName(view)).send();
      }
      const pdf = await pdfs.get(key, view, request.log);
      return asFile(reply, pdfName(view)).send(pdf);
    },
  });

  /**
   * GET /quotes/{token}/documents/{number}: an invoice's or credit note's PDF, from the
   * order's page. The number must name a document of this link's own order: any other, or
   * a malformed one, is "not valid" as a wrong link is. Made once and kept (pdf/kept-documents.ts);
   * HEAD, as the quote's, answers from the kept file and never makes one.
   */
  app.route<{ Params: { token: string; number: string } }>({
    method: ['GET', 'HEAD'],
    url: urls.quote.document.path,
    schema: { params: documentParams },
    errorHandler: pdfFailure(ORDER_PAGE_SHOWS),
    config: { rateLimit: ratePerAddress('quote-pdf') },
    handler: async (request, reply) => {
      const found = await findQuote(app, request.params.token);
      if (!found) return sendPage(reply, 404, notValidPage());
      const order =
        found.quote.state === 'accepted'
          ? await getOrder(store.db, found.enquiry.id, found.enquiry.reference)
          : undefined;
      const document =
        order && (await documentOf(store.db, found.enquiry.id, request.params.number));
      if (!document) return sendPage(reply, 404, notValidPage());
      const name = documentFileName(request.params.number);
      if (request.method === 'HEAD') {
        const size = await keptDocumentPdfSize(store, request.params.number);
        if (size !== undefined) reply.header('content-length', size);
        return asFile(reply, name).send();
      }
      return asFile(reply, name).send(await documents.get(document, request.log));
    },
  });
};

const documentParams = {
  type: 'object',
  properties: {
    token: tokenParams.properties.token,
    number: { type: 'string', pattern: '^(INV|CN)-[0-9]{5,12}$' },
  },
  required: ['token', 'number'],
} as const;

function asFile(reply: FastifyReply, name: string) {
  return reply
    .code(200)
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`);
}

/**
 * Each refusal as itself: a malformed address is "not valid" (400), too many downloads from
 * one address 429 with the limiter's Retry-After, a full render queue 503 with its own; any
 * other failure is the server's, logged as an error with its stack (no personal data: the
 * error's words and the route, never the token) and answered 500.
 */
const pdfFailure =
  (shows: string) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOf(request.params);
    if (error.validation) return sendPage(reply, 400, notValidPage());
    if (error.statusCode === 429) {
      const retryAfter = Number(reply.getHeader('retry-after')) || 600;
      return sendPage(reply, 429, pdfTooManyPage(token, retryAfter));
    }
    if (error instanceof RenderPoolFull) {
      reply.header('retry-after', error.retryAfterSeconds);
      request.log.warn(
        { event: 'quote-pdf-busy' },
        'A quote PDF was refused: the render queue is full',
      );
      return sendPage(reply, 503, pdfBusyPage(token, shows));
    }
    request.log.error({ err: error, event: 'quote-pdf-failed' }, 'A quote PDF could not be made');
    // A stored document that cannot be read will not be read on the next try either.
    const failed = failureWords(error, 'make this PDF');
    return sendPage(
      reply,
      500,
      pdfFailedPage(token, shows, failed.lasting ? failed.text : undefined),
    );
  };
