// Notices reached with the keyboard: by Tab (the quote dialog's Tab loop includes its notices) or
// by sonner's hotkey (Alt+T), which focuses the list. Sonner draws a focused notice with a faint
// ring, lets Escape only close up the deck, and a notice closed with focus in it takes the focus
// with it (to the page's body when another notice is left). The region adds what it lacks
// (docs/architecture.md, "Notices by keyboard").

/**
 * A focused notice and its close button get the site's focus ring back (global.css
 * :focus-visible, which sonner's `outline: 0` hides on a notice), with a white band filling the
 * ring's offset: dark blue on the red error notice is 1.1:1, the white band 6.5:1 there, and the
 * ring 7:1 on the band and on a light page; on a dark page the band shows (17:1). Each selector
 * outranks sonner's, so the order the styles load in does not matter.
 */
export const noticeFocusCss = `
[data-notices] [data-sonner-toast]:focus-visible { outline: revert-layer; }
[data-notices] [data-sonner-toast]:focus-visible,
[data-notices] [data-sonner-toast][data-styled] [data-close-button]:focus-visible {
  box-shadow: 0 0 0 2px #fff, 0 4px 12px rgb(0 0 0 / 0.1);
}`;

/** A notice still shown (one being closed stays in the list for its exit animation). */
const shownNotice = '[data-sonner-toast]:not([data-removed="true"])';

/** The Send of the form the region's notices come from: in the same dialog, or in none. */
function sendButton(section: HTMLElement): HTMLElement | undefined {
  const dialog = section.closest("dialog");
  return [...document.querySelectorAll<HTMLElement>("form [type=submit]")].find((b) => b.closest("dialog") === dialog);
}

/**
 * Focus moved for the keyboard shows its ring: the browser's heuristic takes a key pressed with
 * Alt (the hotkey) for no keyboard use. FocusOptions' focusVisible is not in TypeScript's DOM types yet.
 */
const keyboardFocus = { focusVisible: true } as FocusOptions;

/**
 * Watches a sonner Toaster's section; returns what stops watching. left: told when focus moves on
 * from the notices to another control, which the region's own blur then does not hear.
 */
export function keyboardNotices(section: HTMLElement, left: () => void): () => void {
  // Where focus was before it came into the notices.
  let before: HTMLElement | null = null;

  const focusIn = (event: FocusEvent) => {
    const from = event.relatedTarget;
    if (!(from instanceof Node && section.contains(from))) before = from instanceof HTMLElement ? from : null;
    // The list shows no ring (its notices lie outside its box): the hotkey lands on the front
    // notice, once sonner has noted where focus came from (it goes back there when it leaves).
    const list = event.target as HTMLElement;
    if (list.matches("[data-sonner-toaster]"))
      queueMicrotask(() => list.querySelector<HTMLElement>(shownNotice)?.focus(keyboardFocus));
  };

  const keyDown = (event: KeyboardEvent) => {
    const notice = (event.target as Element).closest(shownNotice);
    if (event.key !== "Escape" || !notice) return;
    // The Escape is the notice's: the quote dialog around it stays open.
    event.preventDefault();
    event.stopPropagation();
    notice.querySelector<HTMLElement>("[data-close-button]")?.click();
  };

  // Escape in the page's form the notices come from (a field to fix, Send) closes the front one,
  // focus staying where it is: reaching the notice first to close it is not something a visitor
  // guesses. In the quote dialog Escape closes the dialog, as it always has.
  const escape = (event: KeyboardEvent) => {
    const form = (event.target as Element).closest("form");
    if (event.key !== "Escape" || !form || form.closest("dialog") || section.closest("dialog")) return;
    section.querySelector<HTMLElement>(`${shownNotice} [data-close-button]`)?.click();
  };

  // One rule for a notice closed from the keyboard (its close button, or Escape, which presses
  // it): focus goes to the next notice, else back where it was, else to the form's Send. Closed
  // with the pointer, the focus is left to sonner, so no notice keeps the deck held.
  const click = (event: MouseEvent) => {
    const notice = (event.target as Element).closest<HTMLElement>(shownNotice);
    if (!notice || !(event.target as Element).closest("[data-close-button]")) return;
    if (!notice.matches(":focus-visible, :has(:focus-visible)")) return;
    const others = [...section.querySelectorAll<HTMLElement>(shownNotice)].filter((n) => n !== notice);
    const next =
      others.find((n) => notice.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING) ??
      others[others.length - 1];
    (next ?? (before?.isConnected ? before : sendButton(section)))?.focus(keyboardFocus);
  };

  // Focus moved on from the notices to another control (Tab past the last one, Shift+Tab before
  // the first, a click, the dialog's Tab loop) stays there: sonner would send it back where it was
  // before the notices, and in the quote dialog Tab then went round Send and the notice for good.
  const focusOut = (event: FocusEvent) => {
    const to = event.relatedTarget;
    if (!(to instanceof HTMLElement) || section.contains(to)) return;
    event.stopPropagation();
    left();
  };

  section.addEventListener("focusin", focusIn);
  section.addEventListener("focusout", focusOut);
  section.addEventListener("keydown", keyDown);
  section.addEventListener("click", click);
  document.addEventListener("keydown", escape);
  return () => {
    document.removeEventListener("keydown", escape);
    section.removeEventListener("focusin", focusIn);
    section.removeEventListener("focusout", focusOut);
    section.removeEventListener("keydown", keyDown);
    section.removeEventListener("click", click);
  };
}
