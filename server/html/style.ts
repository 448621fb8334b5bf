import { createHash } from 'node:crypto';
import quoteTable from '../../app/components/quote/quote-table.css?raw';
import { QUOTE_RULES } from './quote-style';
import { STAFF_RULES } from './staff-style';
import { rootTokens, tokensUsedIn } from './tokens';

/**
 * The one style sheet of the pages the server writes (confirmations, the forms without
 * JavaScript, the staff inbox), inline and hashed for the Content-Security-Policy: no
 * script, nothing to hydrate, and they print on A4 as they read. Colours and type are the
 * app's design tokens (tokens.ts); the measures follow the public pages (a 60rem column,
 * 0.375rem corners, 2.75rem touch targets). The quote table's rules are the app's own
 * (app/components/quote/quote-table.css), as the public site's basket quote has them.
 */
const RULES = `*{box-sizing:border-box}
body{margin:0;font-family:var(--font-sans);color:var(--color-slate-900);line-height:1.5;background:#fff}
a{color:var(--color-brand-700);text-underline-offset:2px}
:focus-visible{outline:3px solid var(--focus-ring);outline-offset:2px}
.skip{position:absolute;left:-10000px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem 1rem;z-index:1}
.column{max-width:60rem;margin:0 auto;padding:0 1rem}
.wide .column{max-width:80rem}
header{border-bottom:1px solid var(--color-slate-200);background:#fff}
header .column{display:flex;flex-wrap:wrap;gap:.5rem 2rem;justify-content:space-between;align-items:center;min-height:4.5rem;padding-top:.75rem;padding-bottom:.75rem}
.brand{display:flex;align-items:center;gap:.5rem;color:var(--color-brand-800);font-weight:700;font-size:1.125rem;text-decoration:none}
.brand svg{width:2.25rem;height:2.25rem;flex:none}
.brand:hover{text-decoration:underline}
header p{margin:0}
.flush{margin:0}
main.column{padding-top:2rem;padding-bottom:3rem}
h1{font-size:1.875rem;line-height:1.2;color:var(--color-brand-900);margin:0 0 .5rem;overflow-wrap:anywhere}
h2{font-size:1.25rem;color:var(--color-brand-900);margin:2rem 0 .75rem}
.lead{font-size:1.125rem;margin:.5rem 0}
.reference{font-size:1.5rem;font-weight:700}
dl.labelled{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.5rem 1.5rem;margin:0}
dl.labelled dt{font-weight:600}
dl.labelled dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid var(--color-slate-300);vertical-align:top;overflow-wrap:anywhere}
.note{color:var(--color-slate-700);font-size:.9375rem}
.actions{display:flex;flex-wrap:wrap;gap:1rem;margin-top:2rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.625rem 1.25rem;border-radius:.375rem;background:var(--color-brand-700);color:#fff;font:inherit;font-weight:600;text-decoration:none;border:1px solid transparent;cursor:pointer}
.button:hover{background:var(--color-brand-900)}
.button.secondary{background:#fff;color:var(--color-brand-700);border-color:var(--color-brand-700)}
.button.secondary:hover{background:var(--color-brand-50)}
.button.danger{background:var(--color-red-700)}
.link-button{background:none;border:0;color:var(--color-brand-700);font:inherit;text-decoration:underline;cursor:pointer;padding:.5rem 0;min-height:2.75rem}
.notice{border:1px solid var(--color-red-700);background:var(--color-red-50);color:var(--color-red-900);padding:1rem;border-radius:.375rem;font-weight:500}
.success{border:1px solid var(--color-green-700);background:var(--color-green-50);color:var(--color-green-900);padding:1rem;border-radius:.375rem;font-weight:500}
form .field{margin-top:1.25rem}
form.narrow{max-width:28rem}
label{display:block;font-weight:600}label .note{font-weight:400}
.hint{color:var(--color-slate-700);font-size:.875rem;margin:.25rem 0 0}
input,select,textarea{display:block;width:100%;min-height:3rem;margin-top:.5rem;padding:.625rem .75rem;border:1px solid var(--color-slate-500);border-radius:.375rem;font:inherit;background:#fff;color:var(--color-slate-900)}
[aria-invalid=true]{border-color:var(--color-red-700);box-shadow:0 0 0 1px var(--color-red-700)}
.error{color:var(--color-red-700);font-weight:500;font-size:.875rem;margin:.5rem 0 0}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.filters{display:flex;flex-wrap:wrap;gap:1rem;align-items:end;margin:1rem 0}
.filters .field{margin:0;flex:1 1 12rem}
.row-actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
.badge{display:inline-block;padding:.125rem .5rem;border-radius:999px;font-size:.8125rem;font-weight:600;background:var(--color-slate-200);color:var(--color-slate-900);white-space:nowrap}
.badge.new{background:var(--color-blue-100);color:var(--color-blue-900)}.badge.spam{background:var(--color-red-100);color:var(--color-red-900)}
.pager{display:flex;flex-wrap:wrap;gap:1rem;justify-content:space-between;align-items:center;margin-top:1rem}
ol.history{padding-left:1.25rem}ol.history li{margin:.5rem 0;overflow-wrap:anywhere}
footer{border-top:1px solid var(--color-slate-200);background:var(--color-slate-50);padding:1.5rem 0;color:var(--color-slate-700);font-size:.875rem}
footer p{margin:0}
@media (max-width:40rem){
  dl.labelled{grid-template-columns:1fr;gap:0}dl.labelled dd{margin-bottom:.75rem}
  table.stack,table.stack tbody,table.stack tr,table.stack th,table.stack td{display:block;width:auto}
  table.stack thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
  table.stack tr{border-bottom:1px solid var(--color-slate-300);padding:.5rem 0}
  table.stack th,table.stack td{border:0;padding:.125rem 0;text-align:left}
  table.stack td[data-label]::before{content:attr(data-label) ": ";font-weight:600}
}
@media print{
  @page{size:A4;margin:18mm 16mm}
  body{font-size:11pt;color:#000}
  header{border-bottom:2px solid #000}
  .brand,a{color:#000;text-decoration:none}
  .column{max-width:none;padding:0}
  main.column{padding-top:1rem}
  .actions,.skip,.screen-only{display:none}
  table,tr,dl.labelled{break-inside:avoid}
  h2{break-after:avoid}
  footer{background:none;border-top:1px solid #000;padding:.5rem 0 0}
}
${quoteTable}
${QUOTE_RULES}
${STAFF_RULES}`;

/** Every design token the rules use, declared from the app's style sheets, then the rules. */
export const STYLE = `${rootTokens(tokensUsedIn(RULES))}
${RULES}`;

/** The inline style sheet's hash, for the pages' Content-Security-Policy. */
export const styleHash = `sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}`;
