/**
 * The staff inbox's own rules, in the server's one style sheet (style.ts): the enquiry
 * page's first screen (the quote and the reply side by side from 60rem), the quote
 * editor's lines (from 48rem each field's label, error and box on rows shared across the
 * line, so an error above one box moves every box of the line alike), the pipeline's figures. Only the inbox's pages use these classes.
 *
 * The inbox's first screen on a phone: the four figures in one compact box, a line each;
 * the status, type and quote filters behind "Filters" (a disclosure), so the first
 * enquiry is near the top. From 40rem, where the browser can style a disclosure's content
 * (::details-content), the filters are in view beside the search and "Filters" is gone;
 * elsewhere it stays a disclosure.
 */
export const STAFF_RULES = `.pre{white-space:pre-wrap}
.desk{display:grid;gap:1rem;margin:1rem 0 0}
.desk-side,.desk-main{display:grid;gap:1rem;align-content:start;min-width:0}
@media (min-width:60rem){.desk{grid-template-columns:minmax(0,3fr) minmax(0,2fr);align-items:start}}
.panel{border:1px solid var(--color-slate-300);border-radius:.375rem;padding:1rem 1.25rem;min-width:0}
.panel h2{margin:0 0 .5rem}
.panel form .field:first-of-type{margin-top:0}
.panel form + form{margin-top:1rem}
.panel .filters{margin:0}
.nowrap{white-space:nowrap}
.actions.compact{margin-top:1rem}
.quote-state{font-size:1.25rem;font-weight:700;margin:0}
dl.facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.25rem 1rem;margin:.75rem 0}
dl.facts dt{font-weight:600}dl.facts dd{margin:0;overflow-wrap:anywhere}
blockquote{margin:.5rem 0;padding:.5rem 1rem;border-left:.25rem solid var(--color-slate-300);white-space:pre-wrap;overflow-wrap:anywhere}
input[readonly]{background:var(--color-slate-50)}
ul.history{padding-left:1.25rem}ul.history li{margin:.5rem 0;overflow-wrap:anywhere}
.end{margin-top:3rem}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:.75rem;margin:1rem 0;padding:0;list-style:none}
.stats li{border:1px solid var(--color-slate-300);border-radius:.375rem;padding:.5rem .75rem;line-height:1.3}
.stats .figure{display:block;font-size:1.5rem;font-weight:700;color:var(--color-brand-900);font-variant-numeric:tabular-nums}
.expiring{margin:0 0 1rem}.expiring summary,.more-filters summary{cursor:pointer;font-weight:600;min-height:2.75rem;display:list-item;padding:.5rem 0}
.expiring ul{margin:.25rem 0;padding-left:1.25rem}.expiring li{margin:.25rem 0}
.more-filters{flex:1 1 auto;min-width:0}.more-filters[open]{flex-basis:100%}
.filter-fields{display:flex;flex-wrap:wrap;gap:1rem}.filter-fields .field{margin:0;flex:1 1 10rem}
@media (max-width:40rem){
  .wide main.column{padding-top:1rem}
  .stats{display:block;border:1px solid var(--color-slate-300);border-radius:.375rem;padding:.375rem .75rem;margin:.75rem 0 0;font-size:.9375rem}
  .stats li{border:0;padding:0}
  .stats .figure{display:inline;font-size:1.0625rem}
  .figures{border:1px solid var(--color-slate-300);border-radius:.375rem;padding:.375rem .75rem;margin:.75rem 0 0}
  .figures .stats{border:0;padding:0;margin:0}.stats.orders li{display:inline}.stats.orders li:not(:last-child)::after{content:", "}
  .expiring{margin:0}
  .filters{gap:.5rem 1rem;margin:.5rem 0}
  .filters>.field:first-child{flex-basis:100%;display:grid;grid-template-columns:auto minmax(0,1fr);align-items:center;gap:0 .75rem}
  .filters>.field:first-child input{margin:0}.filters>.field:first-child .hint{grid-column:1/-1}
  .list-count{margin:.5rem 0}
  dl.facts{grid-template-columns:minmax(0,1fr);gap:0}dl.facts dd{margin-bottom:.5rem}
}
@media (min-width:40rem){
  .filters{align-items:start}.filters .row-actions{margin-top:2.125rem}
  .filters>.field:first-child{flex:2 1 20rem}
  @supports selector(::details-content){
    .more-filters,.more-filters::details-content,.filter-fields{display:contents;content-visibility:visible}
    .more-filters>summary{display:none}
  }
}
.badge.late{background:var(--color-red-100);color:var(--color-red-900);border:1px solid var(--color-red-700)}
.stats li.late{border-color:var(--color-red-700)}
fieldset.choices{border:0;padding:0;margin:1rem 0 0;min-width:0}fieldset.choices legend{font-weight:600;padding:0}
.badge.waiting{background:var(--color-amber-100);color:var(--color-amber-900);border:1px solid var(--color-amber-700)}
tr.waiting>td:first-child{box-shadow:inset .25rem 0 0 var(--color-amber-600);padding-left:.75rem}
fieldset.line{border:1px solid var(--color-slate-300);border-radius:.375rem;margin:1rem 0;padding:.5rem 1rem 1rem;min-width:0}
fieldset.line legend{font-weight:700;padding:0 .25rem}
.line-fields{display:grid;gap:0 1rem}
.line-fields .field{margin-top:.75rem;min-width:0}
@media (min-width:48rem){.line-fields{grid-template-columns:8rem 12rem minmax(0,1fr);align-items:start}.line-fields .line-description{grid-column:1/-1}
.line-fields .field{display:grid;grid-row:span 3;grid-template-rows:subgrid;align-content:start}
.line-fields .field>label{grid-row:1}.line-fields .field>.error{grid-row:2}.line-fields .field>input,.line-fields .field>textarea{grid-row:3}}
textarea.grow{field-sizing:content;resize:vertical}textarea.grow.tall{min-height:7.5rem}textarea[readonly]{resize:none}
.copy-row{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;margin:.5rem 0 0}.copy-row [hidden]{display:none}
.copy-row [role=status]{font-weight:600;color:var(--color-green-800)}
.line-foot{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem 1rem;margin-top:.5rem}
.check{display:flex;align-items:center;gap:.5rem;font-weight:400;min-height:2.75rem;cursor:pointer}
.check input{width:1.25rem;height:1.25rem;min-height:0;margin:0;flex:none}
.narrow-field input{max-width:16rem}
.error-summary h2{margin:0 0 .5rem;color:inherit}.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:inherit}
.conflict{border-left:.375rem solid var(--color-red-700);padding-left:1rem;margin:1rem 0}
.conflict h2{margin-top:0}
table.aged{max-width:36rem}table.aged th:not(:first-child),table.aged td{white-space:nowrap;text-align:right;font-variant-numeric:tabular-nums}`;
