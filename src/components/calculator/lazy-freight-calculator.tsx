import React, { useEffect, useRef, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { ServiceType } from "../../lib/contact-fields";
import type { Mode } from "../../lib/freight-calculator";
import type { LanguageCode } from "../../lib/languages";
import { calculatorSpace } from "./calculator-space";

// The freight calculator is interactive and far below the first screen, so neither its code
// nor its strings (content/locales/<language>/calculator.json, about 5 KB) are in the page's
// JavaScript or page-data (issue 6's budgets). Both load when the visitor comes within about
// a screen of it (or follows a link to #calculator); until then its space is kept
// (calculator-space.ts), so nothing below it moves.

interface Props {
  mode: Mode;
  serviceType: ServiceType;
}

interface Loaded {
  language: LanguageCode;
  Calculator: ComponentType<Props>;
  strings: unknown;
}

// Once loaded, a calculator is shown at once when its page is opened again, so going back to
// the page restores the scroll position over a page of its full height.
const loadedBefore = new Map<LanguageCode, Loaded>();

const load = (language: LanguageCode): Promise<Loaded> =>
  Promise.all([
    import(/* webpackChunkName: "freight-calculator" */ "./freight-calculator"),
    import(/* webpackChunkName: "calculator-strings-[request]" */ `../../../content/locales/${language}/calculator.json`),
  ]).then(([code, strings]) => {
    const loaded = { language, Calculator: code.FreightCalculator, strings: strings.default };
    loadedBefore.set(language, loaded);
    return loaded;
  });

export function LazyFreightCalculator(props: Props) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const placeholder = useRef<HTMLDivElement>(null);
  // Empty on the server and on a page's first load, so hydration matches the server's placeholder.
  const [state, setLoaded] = useState<Loaded | null>(() => loadedBefore.get(language) ?? null);
  const loaded = state?.language === language ? state : null;

  useEffect(() => {
    if (loaded) return;
    let live = true;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      load(language).then((l) => live && setLoaded(l), () => (started = false));
    };
    const near = new IntersectionObserver(([entry]) => entry?.isIntersecting && start(), { rootMargin: "800px 0px" });
    if (placeholder.current) near.observe(placeholder.current);
    return () => {
      live = false;
      near.disconnect();
    };
  }, [language, loaded]);

  // Holds the calculator's place (its id for links, its height at each width) until it is here.
  if (!loaded) {
    return <div ref={placeholder} id="calculator" className={`${calculatorSpace} bg-brand-50`} data-calculator-pending />;
  }
  // The calculator's strings join the page's i18next instance (a new one for every page
  // visited), so its components use useTranslation("calculator") like any other.
  if (!i18n.hasResourceBundle(language, "calculator")) i18n.addResourceBundle(language, "calculator", loaded.strings as object);
  return <loaded.Calculator {...props} />;
}
