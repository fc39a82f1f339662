import React from "react";
import type { NavService } from "../layout/nav-service";
import { useT } from "../../hooks/use-t";

export function ContactView(_: { services: readonly NavService[] }) {
  const t = useT("contact");
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t("hero.title")}</h1>
      <p>{t("hero.subtitle")}</p>
    </section>
  );
}
