import React, { useId } from "react";
import { serviceOptionsWith } from "../shared/forms";
import { useTranslation } from "react-i18next";
import { ConsentField } from "../shared/consent-field";
import { FormFields } from "../shared/form-fields";
import { SubmitButton } from "./submit-button";
import { useForm } from "./use-form";

// The contact form of the contact page and of the home page's contact block. The
// 'I am not a robot' box must be ticked to send.

export function ContactForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useTranslation("form");
  const idPrefix = `contact${useId().replace(/:/g, "")}`;
  const form = useForm({ formType: "contact" });
  return (
    <>
      {form.confirmation}
      <form {...form.formProps} aria-labelledby={`${idPrefix}-title`} className="space-y-4" data-form="contact">
        <Heading id={`${idPrefix}-title`} className="text-2xl font-bold text-brand-900">
          {t("contact.title")}
        </Heading>
        <FormFields idPrefix={idPrefix} serviceOptions={serviceOptionsWith("contact")} messageRows={6} {...form} />
        <ConsentField id={`${idPrefix}-consent`} problem={form.problems.get("consent")} />
        <p className="text-sm text-slate-700">{t("replyPromise")}</p>
        <SubmitButton sending={form.sending} label={t("contact.submit")} sendingLabel={t("contact.sending")} />
        {form.fallbackNotice}
      </form>
    </>
  );
}
