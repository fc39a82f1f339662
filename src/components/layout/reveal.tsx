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
 * Fades and slides its content in once 10 % of it is within 100 px of the viewport's bottom edge.
 * The static HTML is visible: global.css hides pending elements only under html.js, a class the
 * start script sets, and not at all with prefers-reduced-motion.
 */
export function Reveal({ as: Tag = "div", index = 0, className = "", style, children, ...rest }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return setShown(true);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setShown(true);
        observer.disconnect();
      },
      { threshold: 0.1, rootMargin: "0px 0px 100px 0px" },
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
      "data-reveal": shown ? "shown" : "pending",
      style: { ...delay, ...style },
    },
    children,
  );
}
