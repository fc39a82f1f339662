import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { HomeHero } from "./home-hero";
import { TransportModes } from "./transport-modes";
import { ServiceCards } from "./service-cards";
import { HomeAbout } from "./home-about";
import { ContactInfo } from "./contact-info";
import { useT } from "../../hooks/use-t";
import { ContactForm } from "../forms/contact-form";

interface Props {
  services: readonly Queries.ServiceCardFragment[];
  hero?: IGatsbyImageData;
  about?: IGatsbyImageData;
}

export function HomeView({ services, hero, about }: Props) {
  const t = useT("home");
  return (
    <>
      <HomeHero image={hero} />
      <TransportModes />
      <section id="services" aria-labelledby="services-title" className="bg-white py-20">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="services-title" className="text-center text-3xl font-bold text-brand-900">{t("services.title")}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{t("services.subtitle")}</p>
          <div className="mt-10"><ServiceCards services={services} more={t("services.more")} /></div>
        </div>
      </section>
      <HomeAbout image={about} />
      {/* CONTACT BLOCK SLOT (last section): the forms work adds the contact form here,
          next to the four info cards. */}
      <section id="contact" aria-labelledby="contact-title" className="bg-white py-20">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="contact-title" className="text-center text-3xl font-bold text-brand-900">{t("contact.title")}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{t("contact.subtitle")}</p>
          <div className="mt-10 grid gap-8 lg:grid-cols-2">
            <ContactInfo />
            <div data-slot="contact-form"><ContactForm /></div>
          </div>
        </div>
      </section>
    </>
  );
}
