import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { languages } from "../../shared/languages";
import { saveLanguage } from "./start-script";
import { switcherEntries } from "./switcher-entries";

interface Props {
  originalPath: string;
  /** Light text for the transparent header over the dark hero. */
  onDark?: boolean;
  className?: string;
}

interface LinksProps extends Props {
  /** One under the other (the phone header's language menu) instead of side by side. */
  vertical?: boolean;
}

/**
 * Links to the same page in each language; plain links, so they work without JavaScript.
 * A click also stores the choice, which the start script uses on the next visit.
 */
export function LanguageLinks({ originalPath, onDark = false, vertical = false, className = "" }: LinksProps) {
  const current = useI18next().language;
  const idle = onDark ? "text-white hover:bg-white/15" : "text-brand-800 hover:bg-brand-50";
  const active = onDark ? "bg-white text-brand-900" : "bg-brand-800 text-white";
  return (
    <ul className={`flex gap-1 ${vertical ? "flex-col" : "items-center"} ${className}`}>
      {switcherEntries(languages, originalPath).map((l) => (
        <li key={l.code}>
          <Link
            to={l.path}
            hrefLang={l.tag}
            lang={l.tag}
            aria-current={l.code === current ? "true" : undefined}
            onClick={() => saveLanguage(l.code)}
            className={`inline-flex min-h-9 min-w-9 items-center justify-center gap-2 rounded-md px-2 text-sm font-semibold transition-colors ${
              vertical ? "w-full justify-start" : ""
            } ${l.code === current ? active : idle}`}
          >
            {/* Named by the language's own name, shown as its short label (and the name in the menu). */}
            <span aria-hidden="true">{l.label}</span>
            {vertical ? <span className="font-normal">{l.name}</span> : <span className="sr-only">{l.name}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The languages side by side in a labelled navigation (the header from lg up). */
export function LanguageSwitcher({ originalPath, onDark = false, className = "" }: Props) {
  const { t } = useTranslation("common");
  return (
    <nav aria-label={t("languageSwitcher.label")} className={className}>
      <LanguageLinks originalPath={originalPath} onDark={onDark} />
    </nav>
  );
}
