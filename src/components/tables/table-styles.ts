// Shared look of the data tables (container guide, delivery times, container fit).
export const tableClass = "w-full border-collapse text-left text-slate-800";
// Narrower cells on phones, so a Japanese container name and its volume share a 320 px screen.
export const headClass = "border-b-2 border-brand-200 bg-brand-50 px-2 py-2 font-semibold text-brand-900 sm:px-3";
export const cellClass = "border-b border-brand-100 px-2 py-2 sm:px-3";
