// Headings, paragraphs, lists, links and tables of an MDX body, styled without a typography plugin.
// Below 20rem, reached with the reader's text enlarged, a word wider than its line (a list item's
// "acknowledgement" or "Menindaklanjuti") breaks rather than run past the screen's edge, as the
// cards' text does (global.css).
export const prose =
  "mx-auto max-w-3xl space-y-4 px-4 text-slate-800 leading-relaxed max-[20rem]:[&_:is(p,li)]:[overflow-wrap:anywhere] " +
  "[&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-900 " +
  "[&_h2]:scroll-mt-24 [&_h3]:scroll-mt-24 " +
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 " +
  "[&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_strong]:text-brand-950 " +
  "[&_table]:min-w-full [&_table]:text-left [&_table]:text-sm [&_th]:bg-brand-50 [&_th]:p-2 [&_th]:font-semibold " +
  "[&_td]:border-t [&_td]:border-slate-200 [&_td]:p-2 [&_td]:align-top [&_tbody_th]:border-t [&_tbody_th]:border-slate-200 [&_tbody_th]:align-top";
