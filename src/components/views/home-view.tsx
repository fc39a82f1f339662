import React from "react";
import { SectionHeading } from "./section-heading";
import type { PictureData } from "../../shared/picture-data";
import { HomeHero } from "./home-hero";
import { TransportModes } from "./transport-modes";
import { ServiceCards } from "./service-cards";
import { HomeAbout } from "./home-about";
import { HomeTools } from "./home-tools";
import { ContactBlock } from "./contact-block";
import { useTranslation } from "react-i18next";
import { HydrateApart } from "../layout/hydrate-apart";

interface Props {
  services: readonly Queries.ServiceCardFragment[];
  hero?: PictureData | null;
  about?: PictureData | null;
}

export function HomeView({ services, hero, about }: Props) {
  const { t } = useTranslation("home");
  // Each section below the hero hydrates on its own (see HydrateApart).
  return (
    <>
      <HomeHero image={hero} />
      <HydrateApart>
        <TransportModes />
      </HydrateApart>
      <HydrateApart>
        <section id="services" aria-labelledby="services-title" className="bg-white py-20">
          <div className="mx-auto max-w-6xl px-4">
            <SectionHeading id="services-title" title={t("services.title")} intro={t("services.subtitle")} />
            <div className="mt-10">
              <ServiceCards services={services} more={t("services.more")} />
            </div>
          </div>
        </section>
      </HydrateApart>
      <HydrateApart>
        <HomeTools />
      </HydrateApart>
      <HydrateApart>
        <HomeAbout image={about} />
      </HydrateApart>
      <HydrateApart>
        <section id="contact" aria-labelledby="contact-title" className="bg-white py-20">
          <div className="mx-auto max-w-6xl px-4">
            <SectionHeading id="contact-title" title={t("contact.title")} intro={t("contact.subtitle")} />
            <div className="mt-10">
              <ContactBlock headingLevel={3} />
            </div>
          </div>
        </section>
      </HydrateApart>
    </>
  );
}
