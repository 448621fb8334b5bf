import { Document, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { formatPrice } from '../../../app/catalogue/money';
import { site } from '../../../app/content/site';
import { lineTotal } from '../../sales/money';
import { formatDay, londonDate } from '../../sales/calendar';
import type { CustomerView } from '../customer-view';
import { statusLine } from './status-line';
import { styles } from './styles';

/**
 * The quote as a PDF file, made on the server with react-pdf: the same parts as the page
 * (quote-sheet.tsx) on A4, the figures worked out by the server. Helvetica, one of the
 * PDF's own fonts, so the file embeds none.
 */
export function renderQuotePdf(view: CustomerView): Promise<Buffer> {
  // Called as a function: react-pdf wants its <Document> element at the root.
  return renderToBuffer(QuotePdf({ view }));
}

const day = (iso: string) => formatDay(londonDate(new Date(iso)));

function QuotePdf({ view }: { view: CustomerView }) {
  const status = statusLine(view);
  return (
    <Document title={view.title} author={site.name} subject={view.title} language="en-GB">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.business}>{site.name}</Text>
            <Text>{site.showroom.street}</Text>
            <Text>
              {site.showroom.city} {site.showroom.postcode}
            </Text>
            <Text>
              {site.phone.display} · {site.email}
            </Text>
          </View>
          <View style={styles.facts}>
            <Text style={styles.title}>{view.title}</Text>
            <Text>Dated {day(view.sentAt)}</Text>
            <Text>Valid until {formatDay(view.validUntil)}</Text>
          </View>
        </View>
        <Text style={styles.label}>For</Text>
        <Text>{view.customer.name}</Text>
        {view.customer.company ? <Text>{view.customer.company}</Text> : null}
        {status ? <Text style={styles.status}>{status}</Text> : null}
        <Lines view={view} />
        {view.note ? (
          <View style={styles.block} wrap={false}>
            <Text style={styles.label}>A note from our sales team</Text>
            <Text>{view.note}</Text>
          </View>
        ) : null}
        <View style={styles.block}>
          <Text style={styles.label}>Terms</Text>
          {view.terms.map(({ heading, text }) => (
            <Text key={heading} style={styles.term}>
              <Text style={styles.bold}>{heading}: </Text>
              {text}
            </Text>
          ))}
        </View>
        <View style={styles.footer} fixed>
          <Text>
            {site.name} · {view.title}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

function Lines({ view }: { view: CustomerView }) {
  const totals: [string, number][] = [
    ['Total ex VAT', view.totals.exVat],
    ['VAT (20%)', view.totals.vat],
    ['Total inc VAT', view.totals.incVat],
  ];
  return (
    <View style={styles.table}>
      <View style={[styles.row, styles.headRow]}>
        <Text style={styles.item}>Item</Text>
        <Text style={styles.quantity}>Quantity</Text>
        <Text style={styles.money}>Unit price ex VAT</Text>
        <Text style={styles.money}>Line total ex VAT</Text>
        <Text style={styles.lead}>Lead time</Text>
      </View>
      {view.lines.map((line, index) => (
        <View key={index} style={styles.row} wrap={false}>
          <Text style={styles.item}>
            {line.construction
              ? `${line.description} (VAT: construction work, reverse charge may apply)`
              : line.description}
          </Text>
          <Text style={styles.quantity}>{line.quantity}</Text>
          <Text style={styles.money}>{formatPrice(line.unitExPence)}</Text>
          <Text style={styles.money}>{formatPrice(lineTotal(line))}</Text>
          <Text style={styles.lead}>{line.leadTime}</Text>
        </View>
      ))}
      {totals.map(([label, pence], index) => (
        <View
          key={label}
          style={index === 2 ? [styles.totalRow, styles.grandTotal] : styles.totalRow}
          wrap={false}
        >
          <Text style={styles.totalLabel}>{label}</Text>
          <Text style={styles.money}>{formatPrice(pence)}</Text>
          <Text style={styles.lead} />
        </View>
      ))}
    </View>
  );
}
