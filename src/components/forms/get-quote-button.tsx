import React from "react";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { formPagePaths, localizedPath } from "../../lib/routes";
import { compactPrimaryButtonClass, primaryButtonClass } from "./button-class";

/**
 * A link to the quote page, so it works before the scripts run and without them; once they run,
 * forms-root.tsx takes its click (data-quote-trigger) and opens the quote dialog instead.
 */
export function GetQuoteButton({ className = "", compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation("form");
  const language = useI18next().language;
  return (
    <a href={localizedPath(formPagePaths.quote, language)} data-quote-trigger className={`${compact ? compactPrimaryButtonClass : primaryButtonClass} ${className}`}>
      {t("getQuote")}
    </a>
  );
}
