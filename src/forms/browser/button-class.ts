// The look of the primary (amber) buttons: submit buttons, Get Quote, the calculator's
// quote button. Its own module so the Get Quote button in every page's header does not
// bring the form's submit button with it. Forced colours drop the background, so there a border
// keeps the shape that tells a button from a link.
const primaryLook =
  "inline-flex items-center justify-center gap-2 rounded-md bg-accent-400 font-semibold text-brand-950 " +
  "hover:bg-accent-500 forced-colors:border aria-disabled:cursor-not-allowed aria-disabled:opacity-70";

export const primaryButtonClass = `${primaryLook} px-5 py-2.5`;

/**
 * The quote forms' Send and the quote dialog's Cancel: smaller on phones, where the dialog's bar and
 * a service page's form are 240 px wide at 320 px, so every language's label keeps to one line
 * there (the locale files keep them that short). A label longer than that (a reader's own text
 * spacing, WCAG 1.4.12) breaks between words, never inside one (keep-all: Chinese and Japanese
 * would break anywhere).
 */
export const dialogButtonSize = "break-keep px-4 py-2.5 text-center text-sm sm:px-5 sm:text-base";

export const compactSubmitClass = `${primaryLook} ${dialogButtonSize}`;

/**
 * Smaller on phones, where the header bar holds logo, languages, Get Quote and the menu in 320 px,
 * and narrower from lg to xl, where the bar also holds the links. On phones its label may wrap
 * onto two lines, only when the bar runs short (a reader's own text spacing, WCAG 1.4.12).
 */
export const compactPrimaryButtonClass = `${primaryLook} min-h-9 px-2.5 text-center text-sm leading-tight sm:min-h-0 sm:whitespace-nowrap sm:px-5 sm:py-2.5 sm:text-base sm:leading-normal lg:max-xl:px-4`;
