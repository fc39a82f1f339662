import React, { useCallback, useEffect, useRef, useState } from "react";
import { Link, navigate } from "gatsby";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { languageOf, languages } from "../../shared/languages";
import { formPagePaths } from "../../shared/routes";
import { noteFormValues } from "../../forms/browser/typed-values";
import { Chevron } from "./chevron";
import { saveLanguage } from "./start-script";
import { switcherEntries } from "./switcher-entries";
import { useEscape } from "./use-escape";
import { usePopover } from "./use-popover";

interface Props {
  originalPath: string;
  /** Light text for the transparent header over the dark hero. */
  onDark: boolean;
}

/** Pages whose address carries what they show (the received page's ?ref=): its languages keep it. */
const pagesWithQuery: readonly string[] = [formPagePaths.received];

/**
 * The query the links keep, added once the scripts run: the build writes the links without it
 * (so without scripts they lead to the page without the reference), and an href that differs
 * while hydrating would stay the build's.
 */
function useKeptQuery(originalPath: string): string {
  const [query, setQuery] = useState("");
  useEffect(() => setQuery(pagesWithQuery.includes(originalPath) ? window.location.search : ""), [originalPath]);
  return query;
}

/**
 * Once the scripts run, the same page in another language opens where the visitor was: at the same
 * section (the address's #part, read at the click: the page's own links change it without React),
 * with what was typed in its forms. A click that opens a new tab or window leaves both to the browser.
 */
function followWithPlace(event: React.MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  noteFormValues(document.getElementById("main") ?? document);
  const { hash } = window.location;
  if (!hash) return;
  event.preventDefault();
  void navigate(`${event.currentTarget.pathname}${event.currentTarget.search}${hash}`);
}

/**
 * Links to the same page in each language, in the HTML once for every width: from lg up side by
 * side in the bar, below lg in a panel that a small button showing the current language (ID, EN,
 * JP, CN) opens, so a visitor who landed in the wrong language finds it without opening the menu.
 * Plain links, so they work without JavaScript; a click also stores the choice, which the start
 * script uses on the next visit. The panel is a native popover, so it opens without scripts too,
 * and a tap outside or Esc closes it. Once the scripts run, Esc also gives focus back to the
 * button, and focus leaving it closes it.
 */
export function LanguageSwitcher({ originalPath, onDark }: Props) {
  const { t } = useTranslation("common");
  const { language: current, languages: written } = useI18next();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { open, close, onButtonClick, onHostBlur } = usePopover(panel);
  const query = useKeptQuery(originalPath);
  const escape = useCallback(() => {
    close();
    button.current?.focus();
  }, [close]);
  useEscape(open === true, escape);
  // The panel is white below lg; from lg up the links lie on the header, dark over the hero.
  const idle = `text-brand-800 hover:bg-brand-50${onDark ? " lg:text-white lg:hover:bg-white/15" : ""}`;
  // Forced colours drop the background: the underline still marks the page's language there.
  const active = `forced-colors:underline bg-brand-800 text-white${onDark ? " lg:bg-white lg:text-brand-900" : ""}`;
  return (
    <div data-popover-host="" onBlur={onHostBlur}>
      <button
        ref={button}
        type="button"
        popovertarget="language-menu"
        aria-expanded={open}
        aria-controls="language-menu"
        onClick={onButtonClick}
        data-language-menu=""
        aria-label={t("joins.labelled", { label: t("languageSwitcher.label"), text: languageOf(current).label })}
        // Its edge, and the open panel's, are borders rather than rings: forced colours (Windows high
        // contrast) drop box shadows, and the button would read as plain text, the panel merge with the page.
        className={`inline-flex h-9 items-center gap-0.5 rounded-md px-1.5 text-sm font-semibold border transition-colors lg:hidden ${
          onDark ? "text-white border-white/60 hover:bg-white/15" : "text-brand-800 border-brand-200 hover:bg-brand-50"
        }`}
      >
        {languageOf(current).label}
        {/* Turned by CSS, so it follows a menu opened before the scripts run. */}
        <Chevron className="h-4 w-4 popover-open:rotate-180" />
      </button>
      {/* Fixed below the header bar (h-16), inside a 320 px screen; on a short screen it scrolls
          with the bar (global.css). From lg up the panel's box gives way (display: contents), and
          with it the browser's own popover styles: its navigation is part of the bar. */}
      <div
        ref={panel}
        id="language-menu"
        popover=""
        className="fixed short:absolute top-16 right-3 bottom-auto left-auto w-48 rounded-lg bg-white p-2 shadow-lg border border-brand-100 max-lg:[--focus-ring:var(--color-brand-600)] lg:contents"
      >
        <nav aria-label={t("languageSwitcher.label")}>
          <ul className="flex items-center gap-1 max-lg:grid">
            {switcherEntries(languages, originalPath, written).map((l) => (
              <li key={l.code}>
                <Link
                  to={`${l.path}${query}`}
                  hrefLang={l.tag}
                  lang={l.tag}
                  aria-current={l.code === current ? "true" : undefined}
                  onClick={(event) => {
                    saveLanguage(l.code);
                    if (l.samePage) followWithPlace(event);
                  }}
                  className={`inline-flex min-h-9 min-w-9 items-center justify-center gap-2 rounded-md px-2 text-sm font-semibold transition-colors max-lg:w-full max-lg:justify-start ${
                    l.code === current ? active : idle
                  }`}
                >
                  {/* Shown as its short label, named by it and the language's own name (the name is also shown in the panel). */}
                  <span data-short-label="">{l.label}</span>
                  <span className="font-normal lg:sr-only">{l.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
