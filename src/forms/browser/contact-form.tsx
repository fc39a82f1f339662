import React, { useId } from "react";
import { contactServiceOptions } from "../shared/forms";
import { localizedPath } from "../../shared/routes";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { FormFields } from "./form-fields";
import { FieldError, invalidProps } from "./lazy-field-errors";
import { SubmitButton } from "./submit-button";
import { useForm } from "./use-form";

// The contact form of the contact page and of the home page's contact block. The
// 'I am not a robot' box must be ticked to send.

// The privacy and terms pages come in a later issue; these are their paths.
const legalPaths = { privacy: "/privacy/", terms: "/terms/" } as const;

export function ContactForm() {
  const { t } = useTranslation("form");
  const language = useI18next().language;
  const idPrefix = `contact${useId().replace(/:/g, "")}`;
  const form = useForm({ formType: "contact", notices: "contact", requireConsent: true });
  const linkClass = "font-semibold text-brand-800 underline underline-offset-2";
  return (
    <>
      {form.confirmation}
      <form {...form.formProps} aria-labelledby={`${idPrefix}-title`} className="space-y-4" data-form="contact">
        <h2 id={`${idPrefix}-title`} className="text-2xl font-bold text-brand-900">
          {t("contact.title")}
        </h2>
        <FormFields idPrefix={idPrefix} serviceOptions={contactServiceOptions} messageRows={6} {...form} />
        <div className="flex items-start gap-2">
          <input
            id={`${idPrefix}-consent`}
            name="consent"
            type="checkbox"
            required
            {...invalidProps(form.problems.get("consent"), `${idPrefix}-consent`)}
            className="mt-1 h-4 w-4 accent-brand-700"
          />
          <span className="text-sm text-slate-700">
            <label htmlFor={`${idPrefix}-consent`} className="font-semibold text-brand-900">
              {t("contact.robot")}
              <span aria-hidden="true" className="ml-0.5 text-red-700">
                *
              </span>
              <span className="sr-only"> ({t("required")})</span>
            </label>{" "}
            {t("contact.legalBefore")}
            <a className={linkClass} href={localizedPath(legalPaths.privacy, language)}>
              {t("contact.privacy")}
            </a>
            {t("contact.legalBetween")}
            <a className={linkClass} href={localizedPath(legalPaths.terms, language)}>
              {t("contact.terms")}
            </a>
            {t("contact.legalAfter")}
          </span>
        </div>
        <FieldError problem={form.problems.get("consent")} fieldId={`${idPrefix}-consent`} />
        <p className="text-sm text-slate-700">{t("replyPromise")}</p>
        <SubmitButton sending={form.sending} label={t("contact.submit")} sendingLabel={t("contact.sending")} />
        {form.fallbackNotice}
      </form>
    </>
  );
}
