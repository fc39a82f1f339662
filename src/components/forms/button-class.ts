// The look of the primary (amber) buttons: submit buttons, Get Quote, the calculator's
// quote button. Its own module so the Get Quote button in every page's header does not
// bring the form's submit button with it (issue 6).
export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md bg-accent-400 px-5 py-2.5 font-semibold text-brand-950 " +
  "hover:bg-accent-500 disabled:cursor-not-allowed disabled:opacity-70";
