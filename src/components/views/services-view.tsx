import React from "react";
import { PageHero } from "./page-hero";
import { ServiceCards } from "./service-cards";
import { useTranslation } from "react-i18next";

export function ServicesIndexView({ services }: { services: readonly Queries.ServiceCardFragment[] }) {
  const { t } = useTranslation("services");
  return (
    <>
      <PageHero title={t("index.title")} subtitle={t("index.subtitle")} />
      <section id="services" className="bg-brand-50 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4">
          <ServiceCards services={services} more={t("index.more")} revealFrom={3} headingLevel={2} />
        </div>
      </section>
    </>
  );
}
