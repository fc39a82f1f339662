import React from "react";
import { useTranslation } from "react-i18next";
import { legalPaths, localizedPath } from "../../shared/routes";
import type { LanguageCode } from "../../shared/languages";

const legalLinkClass = "font-semibold text-brand-800 underline underline-offset-2";

/**
 * "By sending this message, you agree to our Privacy Policy and Terms and Conditions.": what the
 * privacy policy says the visitor consents to when sending any form, with links to both pages.
 */
export function LegalAgreement() {
  const { t, i18n } = useTranslation("form");
  const language = i18n.language as LanguageCode;
  return (
    <>
      {t("legal.before")}
      <a className={legalLinkClass} href={localizedPath(legalPaths.privacy, language)}>
        {t("legal.privacy")}
      </a>
      {t("legal.between")}
      <a className={legalLinkClass} href={localizedPath(legalPaths.terms, language)}>
        {t("legal.terms")}
      </a>
      {t("legal.after")}
    </>
  );
}
