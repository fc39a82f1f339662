import React, { useEffect, useRef, useState } from "react";

type Tag = "div" | "section" | "li" | "article" | "ul" | "nav";

type Props = {
  /** Element to render; default div. */
  as?: Tag;
  /** Position in a group: each step delays the reveal by 100 ms. */
  index?: number;
  children: React.ReactNode;
} & React.HTMLAttributes<HTMLElement>;

/** How far below the screen a section counts as reached (IntersectionObserver rootMargin). */
const reachMargin = 100;

type State = "shown" | "pending";

/**
 * Fades and slides its content in once 10 % of it is within 100 px of the viewport's bottom edge.
 * The server-rendered page shows everything: after hydration, only the sections still below the
 * screen are hidden (offscreen, so nobody sees it) until they are reached. What is on the first
 * screen is therefore painted with the HTML, never held back for the page's JavaScript (the
 * page's largest paint, issue 6), and a page without JavaScript shows every section.
 * With prefers-reduced-motion nothing fades (global.css).
 */
export function Reveal({ as: Tag = "div", index = 0, className = "", style, children, ...rest }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>("shown");
  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    if (element.getBoundingClientRect().top < window.innerHeight + reachMargin) return;
    setState("pending");
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setState("shown");
        observer.disconnect();
      },
      { threshold: 0.1, rootMargin: `0px 0px ${reachMargin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const delay = { "--reveal-delay": `${index * 100}ms` } as React.CSSProperties;
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
