import React from "react";
import { PageHero } from "./page-hero";
import { ContactBlock } from "./contact-block";
import { useTranslation } from "react-i18next";
import { Reveal } from "../layout/reveal";

export function ContactView() {
  const { t } = useTranslation("contact");
  const { t: info } = useTranslation("contactInfo");
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />
      <section id="contact" aria-labelledby="info-title" className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <Reveal>
            <h2 id="info-title" className="text-2xl font-bold text-brand-900">
              {info("title")}
            </h2>
            <p className="mt-2 text-slate-700 text-pretty" data-reply-promise="">
              {t("promise")}
            </p>
          </Reveal>
          <div className="mt-8">
            <ContactBlock />
          </div>
        </div>
      </section>
    </>
  );
}
