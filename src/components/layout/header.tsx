import React from "react";
import { Link } from "gatsby";
import { LanguageSwitcher } from "./language-switcher";
import type { NavService } from "./nav-service";
import { useLanguage, useT } from "../../hooks/use-t";
import { company } from "../../lib/facts";
import { localizedPath, pagePaths } from "../../lib/routes";

interface Props {
  originalPath: string;
  services: readonly NavService[];
}

const navItems = [
  { key: "home", path: pagePaths.home },
  { key: "services", path: pagePaths.services },
  { key: "about", path: pagePaths.about },
  { key: "contact", path: pagePaths.contact },
] as const;

export function Header({ originalPath }: Props) {
  const t = useT("common");
  const language = useLanguage();
  return (
    <header className="site-header">
      <Link to={localizedPath(pagePaths.home, language)} className="brand">
        {company.brand}
      </Link>
      <nav aria-label={t("nav.label")}>
        <ul>
          {navItems.map((item) => (
            <li key={item.key}>
              <Link
                to={localizedPath(item.path, language)}
                aria-current={originalPath === item.path ? "page" : undefined}
              >
                {t(`nav.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitcher originalPath={originalPath} />
    </header>
  );
}
