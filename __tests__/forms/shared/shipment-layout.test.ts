import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import "../../../src/i18n/extensions";
import { i18nextOptions } from "../../../src/i18n/i18next-options";
import { ShipmentLayout } from "../../../src/forms/shared/shipment-layout";
import { earliestReadyDate } from "../../../src/forms/shared/ready-date";
import { localeTexts } from "../../../src/forms/function/locale-texts";

// The ready date's earliest day is today's only where the fields are made during the visit (the
// scripted part). The part a page has without scripts is made while the page is built, and the
// function's pages by a server in another time zone: a day fixed there would soon be wrong, so it
// is left to the function's check, which says why it refuses a past date.

function render(element: React.ReactElement): string {
  const i18n = i18next.createInstance();
  const { form, shipment, incoterms } = localeTexts("en");
  void i18n.init({
    ...i18nextOptions,
    lng: "en",
    fallbackLng: false,
    initImmediate: false,
    resources: { en: { form, shipment, incoterms } },
  });
  return renderToStaticMarkup(React.createElement(I18nextProvider, { i18n }, element));
}

const props = { idPrefix: "q", defaults: {}, problems: new Map() };
const readyDate = (html: string) => /<input[^>]*name="readyDate"[^>]*>/.exec(html)?.[0];

it("the scripted shipment details limit the ready date to today", () => {
  const input = readyDate(render(React.createElement(ShipmentLayout, props)));
  expect(input).toContain('type="date"');
  expect(input).toContain(`min="${earliestReadyDate()}"`);
});

it("the shipment details made ahead of the visit carry no day-bound limit on the ready date", () => {
  const input = readyDate(render(React.createElement(ShipmentLayout, { ...props, plain: true })));
  expect(input).toContain('type="date"');
  expect(input).not.toContain("min=");
});
