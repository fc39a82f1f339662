import React from "react";
import { cityAndRegion, company, phoneShown, streetShown } from "../../shared/facts";
import { telNumber } from "../../shared/contact-links";
import { useTranslation } from "react-i18next";
import { WhatsAppLink } from "../whatsapp/whatsapp-link";

/** Whom to contact about personal data or the terms: the company's details from company.json. */
export function LegalContact() {
  const { t } = useTranslation("legal");
  const link = "font-semibold text-brand-800 underline underline-offset-2";
  return (
    <section aria-labelledby="legal-contact-title" className="bg-brand-50 py-12" data-legal-contact="">
      <div className="mx-auto max-w-3xl px-4 text-slate-800">
        <h2 id="legal-contact-title" className="text-2xl font-bold text-brand-900">
          {t("contact.title")}
        </h2>
        <p className="mt-2">{t("contact.text")}</p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-brand-900">{t("contact.company")}</dt>
          <dd>{company.legalName}</dd>
          <dt className="font-semibold text-brand-900">{t("contact.email")}</dt>
          <dd>
            <a className={link} href={`mailto:${company.email}`}>
              {company.email}
            </a>
          </dd>
          <dt className="font-semibold text-brand-900">{t("contact.phone")}</dt>
          <dd className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <a className={link} href={`tel:${telNumber()}`}>
              {phoneShown}
            </a>
            <WhatsAppLink className={`inline-flex items-center gap-1.5 ${link}`} />
          </dd>
          <dt className="font-semibold text-brand-900">{t("contact.address")}</dt>
          <dd>
            <address className="not-italic">{`${streetShown}, ${cityAndRegion}`}</address>
          </dd>
        </dl>
      </div>
    </section>
  );
}
