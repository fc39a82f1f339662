import React from "react";

// A link to a section of the same page that scrolls there (smoothly, or at once with
// prefers-reduced-motion) and moves keyboard focus into it, so a keyboard or screen-reader
// user continues from where the eye went. Without JavaScript it is a plain #anchor.
// An anchor of its own in the section (#package-sea-lcl) goes into the address either way: a part
// of the page that hydrates after the tap (the quote form, below the pricing cards) reads it
// there, as it does when the link was followed before the scripts ran.

/** The first field a person can type in, else the section's heading marked data-section-focus, else the section. */
function focusTargetIn(section: HTMLElement): HTMLElement {
  const fields = section.querySelectorAll<HTMLElement>("input, select, textarea");
  const field = [...fields].find(
    (el) =>
      (el as HTMLInputElement).type !== "hidden" &&
      el.tabIndex >= 0 &&
      !el.closest("[aria-hidden=true]") &&
      el.getClientRects().length > 0,
  );
  return field ?? section.querySelector<HTMLElement>("[data-section-focus]") ?? section;
}

function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const target = focusTargetIn(section);
  if (target === section && !section.hasAttribute("tabindex")) section.setAttribute("tabindex", "-1");
  section.scrollIntoView({ behavior: reduced ? "instant" : "smooth", block: "start" });
  // preventScroll: focusing must not cut the smooth scroll short with a jump.
  target.focus({ preventScroll: true });
  return true;
}

type Props = {
  to: string;
  /** The id of a mark in the section the link leads to instead, naming a choice ("package-sea-lcl"). */
  anchor?: string;
  children: React.ReactNode;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export function SectionLink({ to, anchor, children, onClick, ...rest }: Props) {
  return (
    <a
      {...rest}
      href={`#${anchor ?? to}`}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        if (!scrollToSection(to)) return;
        event.preventDefault();
        if (anchor) window.history.replaceState(window.history.state, "", `#${anchor}`);
      }}
    >
      {children}
    </a>
  );
}
