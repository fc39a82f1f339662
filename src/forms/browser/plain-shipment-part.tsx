import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { i18n as I18n } from "i18next";
import { ShipmentLayout, type ShipmentLayoutProps } from "../shared/shipment-layout";

// The shipment details where nothing steps aside, every question asked: the fields as a page has
// them before (or without) its scripts, as HTML made while the page is built (./shipment-part.tsx
// calls this only then, so no page's scripts carry it), with the strings the scripted part loads
// with its code.

const namespaces = ["shipment", "incoterms"] as const;

export function plainShipmentPart(i18n: I18n, props: ShipmentLayoutProps): string {
  for (const namespace of namespaces)
    if (!i18n.hasResourceBundle(i18n.language, namespace))
      i18n.addResourceBundle(
        i18n.language,
        namespace,
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- read while the page renders, which cannot wait
        require(`../../../content/locales/${i18n.language}/${namespace}.json`),
      );
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ShipmentLayout {...props} plain />
    </I18nextProvider>,
  );
}
