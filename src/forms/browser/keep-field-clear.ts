import { errorId } from "../shared/reason-slots";

// A notice must not hide the field the visitor is to fix, nor the reason under it. On a phone the
// notices span the foot of the screen, and on a desktop they sit at its bottom right, where the
// focused field often is after Send (the browser scrolled it just into view). Once the notices
// have arrived, a focused field they cover is scrolled up clear of them, in the page or in the
// quote dialog, with its reason when the screen has room for both.

const gapPx = 8;

type Rect = Pick<DOMRect, "top" | "bottom" | "left" | "right">;

const overlaps = (a: Rect, b: Rect) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

function clearing(box: Rect, notices: readonly Rect[]): number {
  const covering = notices.filter((notice) => overlaps(notice, box));
  if (covering.length === 0) return 0;
  return box.bottom - Math.min(...covering.map((notice) => notice.top)) + gapPx;
}

/**
 * How far the field must move up to clear the notices: 0 when none covers it. Its reason (below
 * it) is cleared too as far as the field's top may rise: no higher than `topEdge`, under which
 * the page's fixed header or the top of the box it scrolls in would hide it.
 */
export function clearanceNeeded(field: Rect, notices: readonly Rect[], reason?: Rect, topEdge = -Infinity): number {
  const own = clearing(field, notices);
  if (!reason) return own;
  // Not spread: a DOMRect's sides are getters on its prototype.
  const { top, left, right } = field;
  const both = clearing({ top, left, right, bottom: Math.max(field.bottom, reason.bottom) }, notices);
  return Math.max(own, Math.min(both, field.top - topEdge - gapPx));
}

/** Where the quote dialog's content shows between the bars at its top and foot. */
function shownBetween(dialog: HTMLElement) {
  const bars = [...dialog.querySelectorAll<HTMLElement>("[data-dialog-bar]")];
  const rects = bars.map((bar) => bar.getBoundingClientRect());
  const dialogTop = dialog.getBoundingClientRect().top;
  const above = rects.filter((r) => r.top <= dialogTop + 1);
  const below = rects.filter((r) => r.top > dialogTop + 1);
  return {
    topEdge: Math.max(dialogTop, ...above.map((r) => r.bottom)),
    bottomEdge: Math.min(...below.map((r) => r.top), Infinity),
  };
}

/**
 * The quote dialog's field focused last: the one the visitor was in before Send in its button bar,
 * which the notices sit above (notices-deck.tsx), where that field often is.
 */
let lastDialogField: HTMLElement | undefined;

/**
 * Scrolls a focused field clear of the quote dialog's sticky bars (its title bar and buttons):
 * the browser scrolls a field only until it is inside the dialog, which may leave it under a bar,
 * or just against one, its focus ring (up to 5 px round it) under the bar.
 * The field is noted for keepFocusedFieldClear.
 */
export function keepClearOfBars(field: HTMLElement, dialog: HTMLElement): void {
  if (field.closest("[data-dialog-bar]")) return;
  lastDialogField = field;
  const f = field.getBoundingClientRect();
  const { topEdge, bottomEdge } = shownBetween(dialog);
  if (f.top - gapPx < topEdge) dialog.scrollBy({ top: f.top - topEdge - gapPx, behavior: "instant" });
  else if (f.bottom + gapPx > bottomEdge)
    dialog.scrollBy({ top: Math.min(f.bottom - bottomEdge + gapPx, f.top - topEdge - gapPx), behavior: "instant" });
}

/**
 * Scrolls the focused form field, and its reason, clear of the notices drawn in `deck`. With the
 * focus on the quote dialog's buttons (a failed Send), the field the visitor left for them: what
 * they typed there stays in sight, to read and mend.
 */
export function keepFocusedFieldClear(deck: HTMLElement): void {
  const focused = document.activeElement;
  const bar = focused?.closest("dialog [data-dialog-bar]");
  const field = bar && lastDialogField && bar.closest("dialog")?.contains(lastDialogField) ? lastDialogField : focused;
  if (!(field instanceof HTMLElement) || !field.closest("form")) return;
  const notices = [...deck.querySelectorAll<HTMLElement>("[data-sonner-toast]")]
    .map((notice) => notice.getBoundingClientRect())
    .filter((rect) => rect.height > 0);
  const dialog = field.closest("dialog");
  // The page's top is hidden as far as its scroll padding reaches (the fixed header, global.css).
  const topEdge = dialog
    ? shownBetween(dialog).topEdge
    : parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const distance = clearanceNeeded(
    field.getBoundingClientRect(),
    notices,
    document.getElementById(errorId(field.id))?.getBoundingClientRect(),
    topEdge,
  );
  if (distance <= 0) return;
  const scroller = dialog ?? document.scrollingElement ?? document.documentElement;
  scroller.scrollBy({ top: distance, behavior: "instant" });
}
