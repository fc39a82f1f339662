import React from "react";
import { useTranslation } from "react-i18next";
import type { FieldProblem } from "./schema";
import { legalPaths, localizedPath } from "../../shared/routes";
import { wordSpace, type LanguageCode } from "../../shared/languages";
import { FieldError, invalidProps } from "./reason-slots";
import { RequiredLabel } from "./form-fields";

// A module of its own, apart from the fields every form has (./form-fields.tsx): only the
// contact form asks it, so the quote forms' pages do not carry it.

const legalLinkClass = "font-semibold text-brand-800 underline underline-offset-2";

/** The contact form's "I am not a robot" box, which must be ticked to send, with the legal pages it agrees to. */
export function ConsentField({
  id,
  problem,
  defaultChecked = false,
}: {
  id: string;
  problem: FieldProblem | undefined;
  defaultChecked?: boolean;
}) {
  const { t, i18n } = useTranslation("form");
  const language = i18n.language as LanguageCode;
  return (
    <>
      <div className="flex items-start gap-2">
        <input
          id={id}
          name="consent"
          type="checkbox"
          required
          defaultChecked={defaultChecked}
          {...invalidProps(problem, id)}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <span className="text-sm text-slate-700">
          <label htmlFor={id} className="font-semibold text-brand-900">
            <RequiredLabel text={t("contact.robot")} />
          </label>
          {`${wordSpace(language)}${t("contact.legalBefore")}`}
          <a className={legalLinkClass} href={localizedPath(legalPaths.privacy, language)}>
            {t("contact.privacy")}
          </a>
          {t("contact.legalBetween")}
          <a className={legalLinkClass} href={localizedPath(legalPaths.terms, language)}>
            {t("contact.terms")}
          </a>
          {t("contact.legalAfter")}
        </span>
      </div>
      <FieldError problem={problem} fieldId={id} />
    </>
  );
}
