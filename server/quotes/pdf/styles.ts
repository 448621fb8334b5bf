import { StyleSheet } from '@react-pdf/renderer';

/** The brochure's colours (app/brochure/brochure-document.tsx), for one look on paper. */
const brand = { 50: '#eef5fb', 700: '#0f4470', 900: '#082742' };
const slate = { 300: '#cbd5e1', 700: '#334155', 900: '#0f172a' };
/** A4's height in points, as react-pdf sizes the page. */
const A4_HEIGHT = 841.89;
const LINE_HEIGHT = 1.4;
const FOOTER_SIZE = 8;

export const styles = StyleSheet.create({
  page: {
    padding: 40,
    paddingBottom: 56,
    fontFamily: 'Helvetica',
    fontSize: 9.5,
    lineHeight: LINE_HEIGHT,
    color: slate[900],
  },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 2,
    borderBottomColor: brand[900],
    paddingBottom: 10,
    marginBottom: 14,
  },
  business: { fontFamily: 'Helvetica-Bold', fontSize: 14, color: brand[900], marginBottom: 2 },
  facts: { alignItems: 'flex-end' },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 14, color: brand[900], marginBottom: 2 },
  label: { fontFamily: 'Helvetica-Bold', color: brand[900], fontSize: 10.5, marginBottom: 2 },
  bold: { fontFamily: 'Helvetica-Bold' },
  status: {
    marginTop: 10,
    padding: 8,
    backgroundColor: brand[50],
    fontFamily: 'Helvetica-Bold',
  },
  table: { marginTop: 14 },
  row: {
    flexDirection: 'row',
    borderBottomWidth: 1,
    borderBottomColor: slate[300],
    paddingVertical: 4,
  },
  headRow: { fontFamily: 'Helvetica-Bold', borderBottomColor: slate[700] },
  item: { flex: 3.4, paddingRight: 6 },
  quantity: { flex: 0.9, textAlign: 'right', paddingRight: 6 },
  money: { flex: 1.3, textAlign: 'right', paddingRight: 6 },
  lead: { flex: 2, paddingLeft: 6 },
  totalRow: { flexDirection: 'row', paddingVertical: 3 },
  totalLabel: { flex: 5.6, textAlign: 'right', paddingRight: 6, fontFamily: 'Helvetica-Bold' },
  grandTotal: {
    fontFamily: 'Helvetica-Bold',
    borderTopWidth: 2,
    borderTopColor: slate[900],
    marginTop: 2,
  },
  block: { marginTop: 14 },
  term: { marginBottom: 3 },
  // Placed from the top, not with `bottom: 24`: react-pdf 4.9 works out a bottom-anchored
  // node from the page's height, which it drops on the pages a long quote wraps onto, and
  // from the 11th page its "Page X of Y" lands at -7.85e21 and the whole render throws
  // (issue 36). The same place on A4: 24 pt above the bottom edge, one 8 pt line high.
  footer: {
    position: 'absolute',
    top: A4_HEIGHT - 24 - FOOTER_SIZE * LINE_HEIGHT,
    left: 40,
    right: 40,
    fontSize: FOOTER_SIZE,
    color: slate[700],
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
});
