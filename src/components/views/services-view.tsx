import React from "react";
import type { NavService } from "../layout/nav-service";
import { ServiceCards } from "./service-cards";
import { useT } from "../../hooks/use-t";

export function ServicesIndexView({ services }: { services: readonly NavService[] }) {
  const t = useT("services");
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t("index.title")}</h1>
      <p>{t("index.subtitle")}</p>
      <ServiceCards services={services} />
    </section>
  );
}
