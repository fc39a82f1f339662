import { useEffect, useState } from "react";

/** True once the window is scrolled more than `threshold` px; false in the static HTML. */
export function useScrolled(threshold: number, enabled = true): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold, enabled]);
  return scrolled;
}
