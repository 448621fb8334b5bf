import { site } from '../../../app/content/site';
import { Document, renderDocument } from '../../html/document';

/**
 * A post the server will not take at all, said plainly: no form to send again from here,
 * since what it carried is not the visitor's to trust (another site's page wrote it, or its
 * key belongs to another message). The way on is the site's own contact page.
 */
export function notSentPage(reason: string) {
  return renderDocument(
    <Document title="Your message was not sent">
      <h1>Your message was not sent</h1>
      <p className="lead">{reason}</p>
      <p>
        <strong>Nothing was stored.</strong> Please write to us from our own{' '}
        <a href="/contact">contact page</a>, or call {site.phone.display}.
      </p>
    </Document>,
  );
}
