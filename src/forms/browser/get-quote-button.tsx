import React from "react";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { formPagePaths, localizedPath, serviceSlugOfPath } from "../../shared/routes";
import { compactPrimaryButtonClass, primaryButtonClass } from "./button-class";

/**
 * A link to the quote page, so it works before the scripts run and without them; once they run,
 * forms-root.tsx takes its click (data-quote-trigger) and opens the quote dialog instead. On a
 * service page the dialog opens with that page's service chosen (data-quote-service-page), and
 * the link leads to the page's own quote form, whose service is chosen in the HTML; except
 * from the menu panel (pageForm false), which without scripts would stay open over it.
 */
export function GetQuoteButton({
  className = "",
  compact = false,
  pageForm = true,
}: {
  className?: string;
  compact?: boolean;
  pageForm?: boolean;
}) {
  const { t } = useTranslation("form");
  const { language, originalPath } = useI18next();
  const serviceSlug = serviceSlugOfPath(originalPath);
  return (
    <a
      href={serviceSlug && pageForm ? "#quote" : localizedPath(formPagePaths.quote, language)}
      data-quote-trigger
      data-quote-service-page={serviceSlug}
      className={`${compact ? compactPrimaryButtonClass : primaryButtonClass} ${className}`}
    >
      {t("getQuote")}
    </a>
  );
}
