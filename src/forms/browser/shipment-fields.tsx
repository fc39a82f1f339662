import React, { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldNames } from "../shared/fields";
import type { LanguageCode } from "../../shared/languages";
import type { i18n as I18n } from "i18next";
import { ShipmentLayout, type ShipmentFieldsProps } from "./shipment-layout";

// The scripted shipment details, loaded when wanted (./shipment-part.tsx): the fields as
// ./shipment-layout.tsx lays them out, once their strings are there.

// All languages' strings come with this chunk (webpackMode eager, as the forms' result texts
// do): one chunk, and no entry per language in every page's webpack runtime.
const loadStrings = (language: LanguageCode) =>
  Promise.all([
    import(/* webpackMode: "eager" */ `../../../content/locales/${language}/shipment.json`),
    import(/* webpackMode: "eager" */ `../../../content/locales/${language}/incoterms.json`),
  ]);

const hasStrings = (i18n: I18n, language: string) =>
  i18n.hasResourceBundle(language, "shipment") && i18n.hasResourceBundle(language, "incoterms");

/** True once the page's i18next instance (a new one for every page visited) has the strings. */
function useShipmentStrings(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [ready, setReady] = useState(() => hasStrings(i18n, language));
  useEffect(() => {
    if (hasStrings(i18n, language)) return setReady(true);
    let live = true;
    loadStrings(language).then(([shipment, incoterms]) => {
      if (!i18n.hasResourceBundle(language, "shipment")) i18n.addResourceBundle(language, "shipment", shipment.default);
      if (!i18n.hasResourceBundle(language, "incoterms"))
        i18n.addResourceBundle(language, "incoterms", incoterms.default);
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n, language]);
  return ready;
}

export function ShipmentFields(props: ShipmentFieldsProps) {
  const ready = useShipmentStrings();
  // A refused shipment field must be seen: the part opens.
  const refusedInside = [...props.problems.keys()].some((field) =>
    (fieldNames("shipment") as readonly string[]).includes(field),
  );
  const { onOpenChange } = props;
  useEffect(() => {
    if (refusedInside) onOpenChange(true);
  }, [refusedInside, onOpenChange]);
  return ready ? <ShipmentLayout {...props} /> : null;
}
