import React, { useEffect, useRef, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { fieldOrder } from "../../lib/contact-fields";
import type { LanguageCode } from "../../lib/languages";
import type { ShipmentFieldsProps } from "./shipment-fields";

// The quote forms' optional "Shipment details" (issue 16): a native <details>, so the summary
// opens and closes it by keyboard and says so to screen readers. Closed by default in the
// dialog, open on the service page. Its fields and their strings (content/locales/<language>/
// shipment.json and incoterms.json) are in no page's first load: they load when the part is
// opened, when the dialog shows it (the dialog itself loads on intent) or, open on a service
// page, when the form comes within about a screen (as the freight calculator does).

type Props = ShipmentFieldsProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Load the fields now (the dialog, already loaded on intent). */
  eager?: boolean;
};

interface Loaded {
  language: LanguageCode;
  Fields: ComponentType<ShipmentFieldsProps>;
  strings: object;
  incoterms: object;
}

const loadedBefore = new Map<LanguageCode, Promise<Loaded>>();

const load = (language: LanguageCode): Promise<Loaded> => {
  const loading =
    loadedBefore.get(language) ??
    Promise.all([
      import(/* webpackChunkName: "shipment-fields" */ "./shipment-fields"),
      import(/* webpackChunkName: "shipment-strings-[request]" */ `../../../content/locales/${language}/shipment.json`),
      import(/* webpackChunkName: "incoterms-strings-[request]" */ `../../../content/locales/${language}/incoterms.json`),
    ]).then(([code, strings, incoterms]) => ({ language, Fields: code.ShipmentFields, strings: strings.default, incoterms: incoterms.default }));
  // A failed download (offline) is forgotten, so the next try loads again.
  loadedBefore.set(language, loading.catch((error) => (loadedBefore.delete(language), Promise.reject(error))));
  return loading;
};

export function ShipmentPart({ open, onOpenChange, eager = false, ...fields }: Props) {
  const { t, i18n } = useTranslation("form");
  const language = i18n.language;
  const [state, setLoaded] = useState<Loaded | null>(null);
  const loaded = state?.language === language ? state : null;
  const part = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (loaded) return;
    let live = true;
    const start = () => load(language).then((l) => live && setLoaded(l), () => undefined);
    if (eager) start();
    const near = new IntersectionObserver(([entry]) => entry?.isIntersecting && start(), { rootMargin: "800px 0px" });
    if (!eager && open && part.current) near.observe(part.current);
    return () => {
      live = false;
      near.disconnect();
    };
  }, [language, loaded, eager, open]);

  // A refused shipment field must be seen: the part opens.
  const refusedInside = [...fields.problems.keys()].some((field) => field !== "consent" && !(fieldOrder as readonly string[]).includes(field));
  useEffect(() => {
    if (refusedInside) onOpenChange(true);
  }, [refusedInside, onOpenChange]);

  if (loaded) {
    // The strings join the page's i18next instance (a new one for every page visited).
    if (!i18n.hasResourceBundle(language, "shipment")) i18n.addResourceBundle(language, "shipment", loaded.strings);
    if (!i18n.hasResourceBundle(language, "incoterms")) i18n.addResourceBundle(language, "incoterms", loaded.incoterms);
  }
  return (
    <details ref={part} open={open} onToggle={(e) => onOpenChange(e.currentTarget.open)} className="rounded-md border border-brand-100 p-4" data-shipment-details>
      <summary className="cursor-pointer font-semibold text-brand-900">{t("shipmentDetails")}</summary>
      {loaded ? <loaded.Fields {...fields} /> : null}
    </details>
  );
}
