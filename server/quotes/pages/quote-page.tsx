import { Document, renderDocument } from '../../html/document';
import type { Refusal } from '../../store/customer-answers';
import { offersNewQuote, type CustomerView } from '../customer-view';
import { AcceptForm, ChangesForm, DeclineForm, type FormContext } from './answer-forms';
import { fieldId } from './answer-fields';
import { QuoteSheet } from './quote-sheet';
import { RefusalNotice } from './refusal-notice';
import { AfterAcceptance, QuoteStatus } from './quote-status';
import { urls } from '../../urls';
import { findProduct } from '../../../app/catalogue/registry';
import { buyAgain } from '../../sales/reorder';
import { BuyAgain } from './buy-again';

/** The file name the PDF is saved under: quote-CS-123456-v2.pdf. */
export function pdfName(view: Pick<CustomerView, 'reference' | 'version'>) {
  return `quote-${view.reference}-v${view.version}.pdf`;
}

/**
 * The customer's quote at its private address: always the latest version, what its state
 * means, the quote as it prints, and the answers still open to them, each a plain form.
 * `context.posted`: an answer sent back with its errors, every typed value kept;
 * `refusal`: why it could not be taken (it came too late, or to an older version).
 * A withdrawn quote offers no PDF: it is no longer the shop's offer.
 */
export function quotePage({
  view,
  context,
  refusal,
  ordered = false,
}: {
  view: CustomerView;
  context: FormContext;
  refusal?: Refusal | undefined;
  /** Whether its acceptance made an order (shown here only with a refused answer). */
  ordered?: boolean;
}) {
  return renderDocument(
    <Document title={view.title}>
      <h1>{view.title}</h1>
      {refusal ? <RefusalNotice why={refusal} view={view} context={context} /> : null}
      <ErrorSummary context={context} />
      <QuoteStatus view={view} />
      {view.status === 'withdrawn' ? null : (
        <p className="screen-only">
          <a
            className="button secondary"
            href={urls.quote.pdf.href(context.token)}
            download={pdfName(view)}
          >
            Download PDF
          </a>
        </p>
      )}
      <QuoteSheet view={view} />
      <Answers view={view} context={context} />
      <BuyAgain
        again={buyAgain(view.lines, findProduct)}
        context={context}
        document="quote"
        askForm={!offersNewQuote(view.status)}
      />
      <AfterAcceptance view={view} followed={ordered} />
    </Document>,
  );
}

function Answers({ view, context }: { view: CustomerView; context: FormContext }) {
  if (offersNewQuote(view.status)) {
    return (
      <div className="quote-answers screen-only">
        <ChangesForm context={context} newQuote />
      </div>
    );
  }
  if (view.status !== 'open' && view.status !== 'changes-requested') return null;
  return (
    <div className="quote-answers screen-only">
      <AcceptForm context={context} view={view} />
      <div className="quote-pair">
        <ChangesForm context={context} newQuote={false} />
        <DeclineForm context={context} />
      </div>
    </div>
  );
}

/** The posted answer's problems, each a link to its field. */
function ErrorSummary({ context }: { context: FormContext }) {
  const posted = context.posted;
  const problems = Object.entries(posted?.errors ?? {});
  if (!posted || problems.length === 0) return null;
  return (
    <div className="notice" role="alert">
      <p className="flush">
        Your answer has not been sent:{' '}
        {problems.length === 1 ? '1 answer needs' : `${problems.length} answers need`} correcting.
      </p>
      <ul>
        {problems.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(posted.kind, name)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
