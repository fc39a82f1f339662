import React from "react";
import type { NavService } from "../layout/nav-service";
import { ServiceCards } from "./service-cards";
import { useT } from "../../hooks/use-t";

export function HomeView({ services }: { services: readonly NavService[] }) {
  const t = useT("home");
  return (
    <>
      <section aria-labelledby="hero-title">
        <h1 id="hero-title">
          {t("hero.title")} <span>{t("hero.accent")}</span>
        </h1>
        <p>{t("hero.subtitle")}</p>
      </section>
      <section aria-labelledby="services-title">
        <h2 id="services-title">{t("services.title")}</h2>
        <ServiceCards services={services} />
      </section>
    </>
  );
}
