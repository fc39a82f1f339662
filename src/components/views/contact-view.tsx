import React from "react";
import { PageHero } from "./page-hero";
import { ContactInfo } from "./contact-info";
import { OfficeMap } from "./office-map";
import { useT } from "../../hooks/use-t";
import { ContactForm } from "../forms/contact-form";
import { Reveal } from "../layout/reveal";

export function ContactView() {
  const t = useT("contact");
  const info = useT("contactInfo");
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />
      <section id="contact" aria-labelledby="info-title" className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <Reveal>
            <h2 id="info-title" className="text-2xl font-bold text-brand-900 text-balance">{info("title")}</h2>
            <p className="mt-2 text-slate-700" data-reply-promise="">{t("promise")}</p>
          </Reveal>
          <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
            <ContactInfo />
            {/* CONTACT FORM SLOT: the forms work renders the contact form here. */}
            <Reveal index={1} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8" data-slot="contact-form">
              <ContactForm />
            </Reveal>
          </div>
          <Reveal className="mt-8">
            <OfficeMap />
          </Reveal>
        </div>
      </section>
    </>
  );
}
