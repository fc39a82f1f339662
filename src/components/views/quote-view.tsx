import React from "react";
import { useTranslation } from "react-i18next";
import { PageHero } from "./page-hero";
import { ServiceQuoteForm } from "../../forms/browser/service-quote-form";

/** The quote page: where Get Quote leads before the scripts run (they open the dialog instead). */
export function QuoteView() {
  const { t } = useTranslation("formPages");
  return (
    <>
      <PageHero title={t("quote.title")} subtitle={t("quote.subtitle")} />
      <section id="quote" className="bg-brand-50 py-12 sm:py-16">
        <div className="mx-auto max-w-3xl px-4">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10">
            <ServiceQuoteForm title={t("quote.formTitle")} />
          </div>
        </div>
      </section>
    </>
  );
}
