import React from "react";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { formPagePaths, localizedPath, serviceSlugOfPath } from "../../shared/routes";
import { compactPrimaryButtonClass, primaryButtonClass } from "./button-class";

/**
 * A link to the quote page, which forms-root.tsx turns into the quote dialog (docs/forms.md). On a
 * service page it leads to the page's own quote form, except from the menu panel (pageForm
 * false), which without scripts would stay open over it.
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
