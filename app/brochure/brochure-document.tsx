import { Document, Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { BrochureModel, BrochureProduct } from './brochure-model';

/** A picture ready for the PDF: PNG bytes (react-pdf takes PNG and JPEG, not SVG). */
export type BrochureImages = ReadonlyMap<string, Buffer>;

const brand = { 50: '#eef5fb', 700: '#0f4470', 900: '#082742', accent: '#f0b13c' };
const slate = { 300: '#cbd5e1', 700: '#334155' };

const styles = StyleSheet.create({
  page: { padding: 40, paddingBottom: 56, fontFamily: 'Helvetica', fontSize: 10, color: '#0f172a' },
  cover: { padding: 0, fontFamily: 'Helvetica', color: '#0f172a' },
  coverBand: { backgroundColor: brand[900], color: '#ffffff', padding: 48, paddingTop: 160 },
  coverName: { fontFamily: 'Helvetica-Bold', fontSize: 34 },
  coverTagline: { fontSize: 14, marginTop: 12, color: brand[50] },
  coverTitle: { fontSize: 20, marginTop: 48, color: brand.accent, fontFamily: 'Helvetica-Bold' },
  contacts: { padding: 48, fontSize: 12, lineHeight: 1.6 },
  contactsHeading: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 14,
    color: brand[900],
    marginBottom: 8,
  },
  label: { fontFamily: 'Helvetica-Bold' },
  heading: { fontFamily: 'Helvetica-Bold', fontSize: 20, color: brand[900] },
  headingLink: { fontSize: 9, color: brand[700], marginTop: 2, marginBottom: 12 },
  product: {
    flexDirection: 'row',
    borderTopWidth: 1,
    borderTopColor: slate[300],
    paddingVertical: 10,
  },
  picture: { width: 152, height: 114, marginRight: 16 },
  productBody: { flex: 1 },
  productName: { fontFamily: 'Helvetica-Bold', fontSize: 13, color: brand[900] },
  price: { fontFamily: 'Helvetica-Bold', fontSize: 11, marginTop: 4 },
  priceExVat: { fontSize: 10, color: slate[700], marginTop: 1 },
  spec: { fontSize: 9, marginTop: 2, color: slate[700] },
  url: { fontSize: 8.5, color: brand[700], marginTop: 6, textDecoration: 'none' },
  service: { marginTop: 10 },
  serviceName: { fontFamily: 'Helvetica-Bold', fontSize: 12, color: brand[900] },
  terms: { marginTop: 24, padding: 12, backgroundColor: brand[50], fontSize: 10, lineHeight: 1.5 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 40,
    right: 40,
    fontSize: 8,
    color: slate[700],
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
});

function Footer({ name, phone }: { name: string; phone: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>
        {name} · {phone}
      </Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

function ProductEntry({ product, image }: { product: BrochureProduct; image: Buffer | undefined }) {
  return (
    <View style={styles.product} wrap={false}>
      {image ? <Image style={styles.picture} src={image} /> : null}
      <View style={styles.productBody}>
        <Text style={styles.productName}>{product.name}</Text>
        <Text style={styles.price}>{product.priceIncVat}</Text>
        <Text style={styles.priceExVat}>{product.priceExVat}</Text>
        {product.specifications.map((row) => (
          <Text key={row.label} style={styles.spec}>
            <Text style={styles.label}>{row.label}:</Text> {row.value}
          </Text>
        ))}
        <Link style={styles.url} src={product.url}>
          {product.url}
        </Link>
      </View>
    </View>
  );
}

/** The catalogue on A4: a cover with the contacts, a section per category, the services. */
export function BrochureDocument({
  model,
  images,
}: {
  model: BrochureModel;
  images: BrochureImages;
}) {
  const { business } = model;
  const footer = <Footer name={business.name} phone={business.phone} />;
  return (
    <Document
      title={`${business.name} brochure`}
      author={business.name}
      subject="Products, prices and services"
      language="en-GB"
    >
      <Page size="A4" style={styles.cover}>
        <View style={styles.coverBand}>
          <Text style={styles.coverName}>{business.name}</Text>
          <Text style={styles.coverTagline}>{business.tagline}</Text>
          <Text style={styles.coverTitle}>Products, prices and services</Text>
        </View>
        <View style={styles.contacts}>
          <Text style={styles.contactsHeading}>Talk to our sales team</Text>
          <Text>
            <Text style={styles.label}>Phone:</Text> {business.phone}
          </Text>
          <Text>
            <Text style={styles.label}>WhatsApp:</Text> {business.whatsApp}
          </Text>
          <Text>
            <Text style={styles.label}>Email:</Text> {business.email}
          </Text>
          <Text>
            <Text style={styles.label}>Showroom:</Text> {business.address}
          </Text>
          <Text>
            <Text style={styles.label}>Website:</Text> {business.website}
          </Text>
          <Text style={[styles.contactsHeading, { marginTop: 16 }]}>Opening hours</Text>
          {business.hours.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </View>
      </Page>
      {model.categories.map((category) => (
        <Page key={category.label} size="A4" style={styles.page}>
          <Text style={styles.heading}>{category.label}</Text>
          <Link style={styles.headingLink} src={category.url}>
            {category.url}
          </Link>
          {category.products.map((product) => (
            <ProductEntry key={product.id} product={product} image={images.get(product.image)} />
          ))}
          {footer}
        </Page>
      ))}
      <Page size="A4" style={styles.page}>
        <Text style={styles.heading}>Our services</Text>
        {model.services.map((service) => (
          <View key={service.name} style={styles.service} wrap={false}>
            <Text style={styles.serviceName}>{service.name}</Text>
            <Text style={{ marginTop: 2, lineHeight: 1.3 }}>{service.summary}</Text>
            <Link style={styles.url} src={service.url}>
              {service.url}
            </Link>
          </View>
        ))}
        <Text style={styles.terms}>{model.terms}</Text>
        {footer}
      </Page>
    </Document>
  );
}
