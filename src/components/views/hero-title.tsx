import React from "react";
import { useLanguage } from "../../hooks/use-t";
import { isSpaceless } from "../../lib/languages";

/** Whether the page's language writes words without spaces (Chinese, Japanese). */
export const useSpaceless = () => isSpaceless(useLanguage());

interface Props {
  /** Size from sm up, margins, width. */
  className: string;
  children: React.ReactNode;
}

/**
 * A hero's h1. Chinese and Japanese have no spaces, so a browser may break a line between any
 * two characters, even inside a word ("物 / 流"). There the title breaks only where the text
 * allows it (spaces or <wbr>: keep-all), a size smaller on phones so the longest word fits
 * a 320 px screen, and breaks anywhere only if a word still would not fit.
 */
export function HeroTitle({ className, children }: Props) {
  const spaceless = useSpaceless();
  const phone = spaceless ? "text-3xl [word-break:keep-all] [overflow-wrap:anywhere]" : "text-4xl";
  return (
    <h1 id="page-title" className={`${phone} font-extrabold text-balance ${className}`}>
      {children}
    </h1>
  );
}
