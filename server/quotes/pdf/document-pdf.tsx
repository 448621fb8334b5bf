import { Document, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { formatPrice } from '../../../app/catalogue/money';
import type { SalesDocumentView } from '../../sales/invoice-display';
import { lineVatRate } from '../../sales/invoice-display';
import { styles } from './styles';

/**
 * An invoice or a credit note as a PDF (sales/invoice-display.ts gives both one shape):
 * the quote PDF's look on A4, in Helvetica, every field HMRC asks a full VAT invoice to
 * show. Made once in a render thread and kept: the document never changes.
 */
export function renderDocumentPdf(view: SalesDocumentView): Promise<Buffer> {
  // Called as a function: react-pdf wants its <Document> element at the root.
  return renderToBuffer(DocumentPdf({ view }));
}

function DocumentPdf({ view }: { view: SalesDocumentView }) {
  const { seller, customer } = view;
  const billing = [customer.billing.company, customer.billing.address, customer.billing.postcode];
  return (
    <Document title={view.title} author={seller.name} subject={view.title} language="en-GB">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.business}>{seller.name}</Text>
            {seller.address.split(/\n|, /).map((part, index) => (
              <Text key={index}>{part}</Text>
            ))}
            <Text>VAT registration number {seller.vatNumber}</Text>
          </View>
          <View style={styles.facts}>
            <Text style={styles.title}>{view.title}</Text>
            {view.facts.map(([label, value]) => (
              <Text key={label}>
                {label}: {value}
              </Text>
            ))}
          </View>
        </View>
        <Text style={styles.label}>To</Text>
        <Text>{customer.name}</Text>
        {billing
          .filter(Boolean)
          .flatMap((part) => part.split('\n'))
          .map((part, index) => (
            <Text key={index}>{part}</Text>
          ))}
        <Lines view={view} />
        {view.notes.map(({ heading, text }) => (
          <View key={heading} style={styles.block} wrap={false}>
            <Text style={styles.label}>{heading}</Text>
            <Text>{text}</Text>
          </View>
        ))}
        <View style={styles.footer} fixed>
          <Text>
            {seller.name} · {view.title}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

function Lines({ view }: { view: SalesDocumentView }) {
  const last = view.totals.length - 1;
  return (
    <View style={styles.table}>
      <View style={[styles.row, styles.headRow]}>
        <Text style={styles.item}>Description</Text>
        <Text style={styles.quantity}>Quantity</Text>
        <Text style={styles.money}>Unit price ex VAT</Text>
        <Text style={styles.lead}>VAT rate</Text>
        <Text style={styles.money}>Amount ex VAT</Text>
      </View>
      {view.lines.map((line, index) => (
        <View key={index} style={styles.row} wrap={false}>
          <Text style={styles.item}>{line.description}</Text>
          <Text style={styles.quantity}>{line.quantity}</Text>
          <Text style={styles.money}>{formatPrice(line.unitExPence)}</Text>
          <Text style={styles.lead}>{lineVatRate(line)}</Text>
          <Text style={styles.money}>{formatPrice(line.exVatPence)}</Text>
        </View>
      ))}
      {view.totals.map(([label, pence], index) => (
        <View
          key={label}
          style={index === last ? [styles.totalRow, styles.grandTotal] : styles.totalRow}
          wrap={false}
        >
          <Text style={styles.totalLabel}>{label}</Text>
          <Text style={styles.money}>{formatPrice(pence)}</Text>
        </View>
      ))}
    </View>
  );
}
