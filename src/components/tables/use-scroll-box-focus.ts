import { useEffect, useRef, useState } from "react";

/**
 * Keyboard focus for a box that scrolls a table (tabindex 0, so that arrow keys scroll it), but
 * only while the table overflows the box: a box that fits would be a Tab stop where nothing
 * happens. It starts focusable, so the HTML has tabindex 0 and a box that overflows is reachable
 * before the scripts run and without them; once they run, the box is measured, and again each
 * time the box or its table changes size (a phone turned, the calculator's new figures).
 */
export function useScrollBoxFocus() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(true);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(() =>
      setOverflows(box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight),
    );
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, tabIndex: overflows ? 0 : undefined };
}
