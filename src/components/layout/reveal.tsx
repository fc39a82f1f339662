import React, { useEffect, useRef, useState } from "react";

type Tag = "div" | "section" | "li" | "article" | "ul" | "nav";

type Props = {
  /** Element to render; default div. */
  as?: Tag;
  /** Position in a group: each step delays the reveal by 100 ms. */
  index?: number;
  children: React.ReactNode;
} & React.HTMLAttributes<HTMLElement>;

/**
 * The specification's scroll-in: a section is reached once a tenth of it (threshold 0.1) is
 * 100 px inside the screen's bottom edge (rootMargin -100 px), so the 700 ms fade is seen.
 */
const reachInset = 100;
const threshold = 0.1;

type State = "shown" | "pending";

/**
 * Fades and slides its content in once 10 % of it is 100 px inside the viewport's bottom edge.
 * The server-rendered page shows everything: after hydration, only the sections wholly below the
 * screen are hidden (offscreen, so nobody sees it) until they are reached; one so near the end of
 * the page that it could never be 100 px inside the screen is not hidden at all. What is on the first
 * screen is therefore painted with the HTML, never held back for the page's JavaScript (the
 * page's largest paint), and a page without JavaScript shows every section.
 * A section is shown too as soon as something in it takes the keyboard's focus. With
 * prefers-reduced-motion nothing fades (global.css).
 */
export function Reveal({ as: Tag = "div", index = 0, className = "", style, children, ...rest }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>("shown");
  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight) return;
    const pageBottom = document.documentElement.scrollHeight - window.scrollY;
    if (box.top + box.height * threshold > pageBottom - reachInset) return;
    setState("pending");
    const show = () => {
      setState("shown");
      observer.disconnect();
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        // The first callback also comes below the threshold; a section taller than ten screens
        // counts as reached when it fills the observed area.
        const filled = entry && entry.rootBounds && entry.intersectionRect.height >= entry.rootBounds.height - 1;
        if (!entry?.isIntersecting || (entry.intersectionRatio < threshold && !filled)) return;
        show();
      },
      { threshold, rootMargin: `0px 0px -${reachInset}px 0px` },
    );
    observer.observe(element);
    // A link reached by Tab is shown at once, wherever the browser scrolls it (Firefox only to
    // the screen's edge, short of the 100 px): keyboard focus never rests on something unseen.
    // Not the focus a section link gives its section after a tap, while it glides there (the
    // glide reaches it anyway): shown then, a page opened during the glide was moved off its top
    // in 2 of 12 runs (e2e/tools.spec.ts, "a page left while it still glides...").
    const onFocus = (event: FocusEvent) => (event.target as Element).matches(":focus-visible") && show();
    element.addEventListener("focusin", onFocus);
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", onFocus);
    };
  }, []);
  // The first of a group needs none: global.css falls back to 0 ms.
  const delay = (index > 0 ? { "--reveal-delay": `${index * 100}ms` } : {}) as React.CSSProperties;
  return React.createElement(
    Tag,
    {
      ...rest,
      ref,
      className: `reveal ${className}`.trim(),
      "data-reveal": state,
      style: { ...delay, ...style },
    },
    children,
  );
}
