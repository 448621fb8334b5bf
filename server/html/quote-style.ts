/**
 * The customer's quote page's own rules (server/quotes/pages), in the server's one style
 * sheet (style.ts): who the quote is from and for side by side, the three answers, the
 * terms tick; the order page's stage, timeline and addresses; and on paper, the quote alone
 * on one A4 sheet where its lines allow (the forms, the PDF link and the skip link are
 * screen-only; the footer repeats the From block).
 */
export const QUOTE_RULES = `.quote-parties{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:1rem 2rem;margin:1.5rem 0}
.quote-parties h2{margin:0 0 .25rem;font-size:1rem}
address{font-style:normal}
.quote-note{white-space:pre-wrap;overflow-wrap:anywhere}
.quote-nowrap{white-space:nowrap}
.quote-answers{margin-top:2.5rem}
.quote-answer{border:1px solid var(--color-slate-300);border-radius:.375rem;padding:1.25rem;margin-top:1.5rem;min-width:0}
.quote-answer h2{margin:0 0 .5rem}
.quote-pair{display:grid;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr));gap:0 1.5rem}
.quote-submit{margin-top:1.25rem}
.quote-tick{display:flex;align-items:center;gap:.75rem;min-height:2.75rem}
.quote-choices{border:0;padding:0;margin:1rem 0 0;min-width:0}.quote-choices legend{font-weight:600;padding:0}
.quote-tick input{width:1.5rem;height:1.5rem;min-height:0;margin:0;flex:none;accent-color:var(--color-brand-700)}
.quote-choices .quote-tick+.quote-tick{margin-top:.5rem}
.quote-steps li{margin:.25rem 0}
.order-now{margin:1.5rem 0}
.order-now dl.labelled{margin-top:.75rem}
.order-stage{font-size:1.375rem;font-weight:700;margin:.25rem 0 0;overflow-wrap:anywhere}
.order-timeline{list-style:none;margin:0;padding:0 0 0 1.25rem;border-left:3px solid var(--color-slate-300)}
.order-timeline li{position:relative;padding-bottom:1.25rem;overflow-wrap:anywhere}
.order-timeline li::before{content:"";position:absolute;left:calc(-1.7rem - 1.5px);top:.4rem;width:.9rem;height:.9rem;border-radius:50%;background:var(--color-brand-700);border:2px solid #fff}
.order-timeline h3{margin:0;font-size:1.0625rem;color:var(--color-brand-900)}
.order-when{margin:0;color:var(--color-slate-700);font-size:.9375rem}
.order-message{white-space:pre-wrap;margin:.25rem 0}
.order-addresses{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:1rem 2rem;margin:1.5rem 0}
.order-addresses h3{margin:0 0 .25rem;font-size:1rem}
.order-address{white-space:pre-line;overflow-wrap:anywhere}
.order-documents{padding-left:1.25rem}
.order-invoices{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.order-invoices li{border:1px solid var(--color-slate-300);border-radius:.375rem;padding:1rem;min-width:0}
.order-invoices h3{margin:0 0 .5rem;font-size:1.0625rem;overflow-wrap:anywhere}
.order-invoices dl.labelled{margin-bottom:.75rem}
@media print{
  body:has(.quote-parties){font-size:9.5pt;line-height:1.35}
  body:has(.quote-parties) h1{font-size:16pt}
  body:has(.quote-parties) h2{font-size:11pt;margin:.75rem 0 .25rem}
  body:has(.quote-parties) header .column{min-height:0;padding:0 0 .25rem}
  body:has(.quote-parties) main.column{padding:.5rem 0 0}
  .quote-parties{margin:.5rem 0;gap:.25rem 1rem}
  .quote-table th,.quote-table td{padding:.2rem .35rem}
  dl.labelled{gap:.1rem 1rem}
  .quote-terms{font-size:8.5pt;break-inside:avoid}
  .quote-terms dl.labelled{grid-template-columns:9rem 1fr}
  body:has(.quote-parties) footer{display:none}
}`;
