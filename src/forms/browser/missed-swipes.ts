// Sonner decides a swipe from React state set on the swipe's first move, which a busy page may
// not have drawn before the release: the swipe then does nothing. So the region measures each
// swipe too and closes a notice sonner let go of (docs/architecture.md, "Missed swipes on notices").

/** Sonner's rule (sonner 2, src/index.tsx): 45 px, or faster than 0.11 px/ms, towards an allowed edge. */
const swipeDistance = 45;
const swipeSpeed = 0.11;

export type SwipeEdge = "top" | "bottom" | "left" | "right";

export interface Gesture {
  dx: number;
  dy: number;
  ms: number;
}

/** Whether a gesture swipes a notice out towards one of the edges allowed. */
export function swipesOut({ dx, dy, ms }: Gesture, edges: readonly SwipeEdge[]): boolean {
  const alongX = Math.abs(dx) > Math.abs(dy);
  const amount = alongX ? dx : dy;
  const edge: SwipeEdge = alongX ? (dx > 0 ? "right" : "left") : dy > 0 ? "bottom" : "top";
  if (amount === 0 || !edges.includes(edge)) return false;
  return Math.abs(amount) >= swipeDistance || Math.abs(amount) / Math.max(ms, 1) > swipeSpeed;
}

/** Watches a sonner Toaster's section; returns what stops watching. */
export function finishMissedSwipes(section: HTMLElement, edges: readonly SwipeEdge[]): () => void {
  let start: { x: number; y: number; at: number; notice: HTMLElement } | undefined;

  const down = (event: PointerEvent) => {
    const target = event.target as HTMLElement;
    const notice = target.closest<HTMLElement>("[data-sonner-toast]");
    // Sonner starts no swipe on a button (the close button).
    start =
      notice && target.tagName !== "BUTTON"
        ? { x: event.clientX, y: event.clientY, at: event.timeStamp, notice }
        : undefined;
  };
  const up = (event: PointerEvent) => {
    if (!start) return;
    const { notice } = start;
    const gesture = { dx: event.clientX - start.x, dy: event.clientY - start.y, ms: event.timeStamp - start.at };
    start = undefined;
    if (!swipesOut(gesture, edges)) return;
    // After sonner has handled the release and React has drawn what it decided.
    setTimeout(() => {
      const handled = !notice.isConnected || notice.dataset.removed === "true" || notice.dataset.swipeOut === "true";
      if (!handled) notice.querySelector<HTMLButtonElement>("[data-close-button]")?.click();
    });
  };
  const cancel = () => (start = undefined);

  section.addEventListener("pointerdown", down);
  section.addEventListener("pointerup", up);
  section.addEventListener("pointercancel", cancel);
  return () => {
    section.removeEventListener("pointerdown", down);
    section.removeEventListener("pointerup", up);
    section.removeEventListener("pointercancel", cancel);
  };
}
