import React from "react";
import { useTranslation } from "react-i18next";
import { wordSpace } from "../../shared/languages";

interface Props extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel" | "children"> {
  href: string;
  /** The link's text, as shown. */
  children: string;
}

/**
 * A link that opens in a new tab and says so to screen readers, in the page's language: its name
 * is its text and the note. A visitor who finds a new tab unannounced loses the way back. The note
 * is in the name, not in the text, so the text reads, copies and is tested as written.
 */
export function ExternalLink({ children, ...attributes }: Props) {
  const { t, i18n } = useTranslation("common");
  return (
    <a
      {...attributes}
      aria-label={`${children}${wordSpace(i18n.language)}${t("a11y.newTab")}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}
