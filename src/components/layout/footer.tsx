import React from "react";
import { Link } from "gatsby";
import type { NavService } from "./nav-service";
import { useLanguage, useT } from "../../hooks/use-t";
import { company } from "../../lib/facts";
import { localizedPath, servicePath } from "../../lib/routes";

export function Footer({ services }: { services: readonly NavService[] }) {
  const t = useT("common");
  const language = useLanguage();
  return (
    <footer className="site-footer">
      <p>{t("footer.description")}</p>
      <nav aria-label={t("footer.servicesHeading")}>
        <ul>
          {services.map((s) => (
            <li key={s.slug}>
              <Link to={localizedPath(servicePath(s.slug), language)}>{s.navTitle}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <address>
        {company.address.street}, {company.address.city}, {company.address.region}
        <br />
        <a href={`tel:${company.phone.replace(/[^+\d]/g, "")}`}>{company.phone}</a>
        <br />
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </address>
      <p>{t("footer.copyright", { year: new Date().getFullYear(), company: company.legalName })}</p>
    </footer>
  );
}
