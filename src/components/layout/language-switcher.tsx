import React from "react";
import { Link } from "gatsby";
import { useLanguage, useT } from "../../hooks/use-t";
import { languages } from "../../lib/languages";
import { localizedPath } from "../../lib/routes";

/** Links to the same page in each language; plain links, so they work without JavaScript. */
export function LanguageSwitcher({ originalPath }: { originalPath: string }) {
  const t = useT("common");
  const current = useLanguage();
  return (
    <nav aria-label={t("languageSwitcher.label")}>
      <ul className="language-switcher">
        {languages.map((l) => (
          <li key={l.code}>
            <Link
              to={localizedPath(originalPath, l.code)}
              hrefLang={l.tag}
              lang={l.tag}
              aria-label={l.name}
              aria-current={l.code === current ? "true" : undefined}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
