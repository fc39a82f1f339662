import React from "react";
import { Link } from "gatsby";
import type { NavService } from "./nav-service";
import { ServicesMenu } from "./services-menu";
import { navItems } from "./nav-items";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { localizedPath } from "../../shared/routes";

interface Props {
  originalPath: string;
  services: readonly NavService[];
  onDark: boolean;
}

/** The main navigation from the lg breakpoint up; smaller screens use the mobile menu. */
export function DesktopNav({ originalPath, services, onDark }: Props) {
  const { t } = useTranslation("common");
  const language = useI18next().language;
  const linkClass = `rounded-md px-3 py-2 font-medium transition-colors aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 ${
    onDark
      ? "hover:text-accent-400 aria-[current=page]:decoration-accent-400"
      : "hover:text-brand-600 aria-[current=page]:decoration-accent-500"
  }`;
  return (
    <nav aria-label={t("nav.label")} className={`hidden lg:block ${onDark ? "text-white" : "text-brand-900"}`}>
      <ul className="flex items-center gap-1">
        {navItems.map((item) =>
          item.key === "services" ? (
            <ServicesMenu key={item.key} services={services} originalPath={originalPath} linkClass={linkClass} />
          ) : (
            <li key={item.key}>
              <Link
                to={localizedPath(item.path, language)}
                aria-current={originalPath === item.path ? "page" : undefined}
                className={linkClass}
              >
                {t(`nav.${item.key}`)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
