import React from "react";
import { Reveal } from "../layout/reveal";

interface Props {
  /** The heading's id; its section points at it with aria-labelledby. */
  id: string;
  title: string;
  intro?: string;
  /** Lets a "learn more" link move keyboard focus to the heading. */
  focusable?: boolean;
  /** Fade in with the section (off for sections that must show at once). */
  reveal?: boolean;
}

/** The centred heading (and optional intro) every content section opens with. */
export function SectionHeading({ id, title, intro, focusable = false, reveal = true }: Props) {
  const heading = (
    <>
      <h2
        id={id}
        {...(focusable ? { tabIndex: -1, "data-section-focus": "" } : {})}
        className="text-center text-3xl font-bold text-brand-900"
      >
        {title}
      </h2>
      {intro && <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700 text-pretty">{intro}</p>}
    </>
  );
  return reveal ? <Reveal>{heading}</Reveal> : heading;
}
