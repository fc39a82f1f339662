import React from "react";
import { PageHero } from "./page-hero";
import { ContactInfo } from "./contact-info";
import { OfficeMap } from "./office-map";
import { useT } from "../../hooks/use-t";
import { ContactForm } from "../forms/contact-form";

export function ContactView() {
  const t = useT("contact");
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />
      <section id="contact" aria-labelledby="info-title" className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="info-title" className="text-2xl font-bold text-brand-900">{t("info.title")}</h2>
          <p className="mt-2 text-slate-700" data-reply-promise="">{t("promise")}</p>
          <div className="mt-8 grid gap-8 lg:grid-cols-2">
            <div className="space-y-8">
              <ContactInfo />
              <OfficeMap />
            </div>
            {/* CONTACT FORM SLOT: the forms work renders the contact form here. */}
            <div data-slot="contact-form"><ContactForm /></div>
          </div>
        </div>
      </section>
    </>
  );
}
