import { StyleSheet } from '@react-pdf/renderer';

/** The brochure's colours (app/brochure/brochure-document.tsx), for one look on paper. */
const brand = { 50: '#eef5fb', 700: '#0f4470', 900: '#082742' };
const slate = { 300: '#cbd5e1', 700: '#334155', 900: '#0f172a' };

export const styles = StyleSheet.create({
  page: {
    padding: 40,
    paddingBottom: 56,
    fontFamily: 'Helvetica',
    fontSize: 9.5,
    lineHeight: 1.4,
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
