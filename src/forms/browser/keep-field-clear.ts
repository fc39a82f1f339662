// A notice must not hide the field the visitor is to fix. On a phone the notices span the foot of
// the screen, and on a desktop they sit at its bottom right, where the focused field often is
// after Send (the browser scrolled it just into view). Once the notices have arrived, a focused
// field they cover is scrolled up clear of them, in the page or in the quote dialog.

const gapPx = 8;

type Rect = Pick<DOMRect, "top" | "bottom" | "left" | "right">;

const overlaps = (a: Rect, b: Rect) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/** How far the field must move up to clear the notices: 0 when none covers it. */
export function clearanceNeeded(field: Rect, notices: readonly Rect[]): number {
  const covering = notices.filter((notice) => overlaps(notice, field));
  if (covering.length === 0) return 0;
  return field.bottom - Math.min(...covering.map((notice) => notice.top)) + gapPx;
}

/**
 * Scrolls a focused field clear of the sticky bars of the box it scrolls in (the quote dialog's
 * title bar and buttons): the browser scrolls a field only until it is inside the box, which may
 * leave it under a bar.
 */
export function keepClearOfBars(field: HTMLElement, box: HTMLElement, bars: readonly HTMLElement[]): void {
  if (bars.some((bar) => bar.contains(field))) return;
  const f = field.getBoundingClientRect();
  const rects = bars.map((bar) => bar.getBoundingClientRect());
  const boxTop = box.getBoundingClientRect().top;
  const above = rects.filter((r) => r.top <= boxTop + 1);
  const below = rects.filter((r) => r.top > boxTop + 1);
  const topEdge = Math.max(boxTop, ...above.map((r) => r.bottom));
  const bottomEdge = Math.min(...below.map((r) => r.top), Infinity);
  if (f.top < topEdge) box.scrollBy({ top: f.top - topEdge - gapPx, behavior: "instant" });
  else if (f.bottom > bottomEdge)
    box.scrollBy({ top: Math.min(f.bottom - bottomEdge + gapPx, f.top - topEdge - gapPx), behavior: "instant" });
}

/** Scrolls the focused form field clear of the notices drawn in `deck`. */
export function keepFocusedFieldClear(deck: HTMLElement): void {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement) || !field.closest("form")) return;
  const notices = [...deck.querySelectorAll<HTMLElement>("[data-sonner-toast]")]
    .map((notice) => notice.getBoundingClientRect())
    .filter((rect) => rect.height > 0);
  const distance = clearanceNeeded(field.getBoundingClientRect(), notices);
  if (distance <= 0) return;
  const scroller = field.closest("dialog") ?? document.scrollingElement ?? document.documentElement;
  scroller.scrollBy({ top: distance, behavior: "instant" });
}
