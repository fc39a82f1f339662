import React from "react";
import { Link } from "gatsby";
import type { NavService } from "../layout/nav-service";
import { useLanguage } from "../../hooks/use-t";
import { localizedPath, servicePath } from "../../lib/routes";

/** The five services as cards, each a link to its page. */
export function ServiceCards({ services }: { services: readonly NavService[] }) {
  const language = useLanguage();
  return (
    <ul className="service-cards">
      {services.map((s) => (
        <li key={s.slug}>
          <Link to={localizedPath(servicePath(s.slug), language)}>
            <h3>{s.navTitle}</h3>
            <p>{s.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
