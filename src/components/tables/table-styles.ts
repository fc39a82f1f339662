// Shared look of the data tables (container guide, delivery times, container fit).
export const tableClass = "w-full border-collapse text-left text-slate-800";
export const headClass = "border-b-2 border-brand-200 bg-brand-50 px-3 py-2 font-semibold text-brand-900";
export const cellClass = "border-b border-brand-100 px-3 py-2";
