import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import "../../../src/i18n/extensions";
import { i18nextOptions } from "../../../src/i18n/i18next-options";
import { ShipmentLayout } from "../../../src/forms/shared/shipment-layout";
import { earliestReadyDate } from "../../../src/forms/shared/ready-date";
import { localeTexts } from "../../../src/forms/function/locale-texts";
import { fieldsOf } from "../../../src/forms/shared/fields";

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

it("a number is typed on the phone's digit keyboard when it is whole, else on one with a decimal separator", () => {
  const html = render(React.createElement(ShipmentLayout, { ...props, defaults: { mode: "sea-fcl" } }));
  const numbers = fieldsOf("shipment").filter((field) => field.kind === "number");
  expect(numbers.map((field) => field.name)).toEqual(["pieces", "weightKg", "volumeCbm", "containerCount"]);
  for (const field of numbers) {
    const input = new RegExp(`<input[^>]*name="${field.name}"[^>]*>`).exec(html)?.[0];
    expect(input).toContain(' type="text"');
    expect(input).toContain(` inputMode="${field.whole ? "numeric" : "decimal"}"`);
  }
  expect(numbers.filter((field) => field.whole).map((field) => field.name)).toEqual(["pieces", "containerCount"]);
});

describe("a question that does not apply to what was chosen", () => {
  /** Whether the scripted part asks a field (its box not hidden, its control not disabled). */
  const asks = (html: string, name: string) => {
    const box = new RegExp(`<div[^>]*>(?:(?!<div).)*?name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(box).not.toBe("");
    return !/^<div[^>]*hidden=""/.test(box) && !/disabled=""/.test(box);
  };
  const scripted = (defaults: Record<string, string>) =>
    render(React.createElement(ShipmentLayout, { ...props, defaults }));

  it("steps aside in the scripted part (containers without sea FCL, the cargo's value without insurance)", () => {
    const html = scripted({ mode: "air" });
    expect(asks(html, "containerType")).toBe(false);
    expect(asks(html, "containerCount")).toBe(false);
    expect(asks(html, "cargoValue")).toBe(false);
    const fcl = scripted({ mode: "sea-fcl", insurance: "yes" });
    expect(asks(fcl, "containerType")).toBe(true);
    expect(asks(fcl, "cargoValue")).toBe(true);
  });

  it("stays asked when it was answered before the scripts ran, so the answer is sent (or refused with its reason), never dropped", () => {
    // What the page's own fields held when the scripted ones took over.
    const html = scripted({ containerType: "40ft", containerCount: "2", cargoValue: "Rp 150.000.000" });
    expect(asks(html, "containerType")).toBe(true);
    expect(asks(html, "containerCount")).toBe(true);
    expect(asks(html, "cargoValue")).toBe(true);
  });
});

// The Incoterm's meaning appears beside its select only where scripts follow the choice: the part
// made ahead of the visit points to the guide instead of promising it.
const incotermHint = (html: string) => /<p id="q-incoterm-explanation"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];

it("the scripted shipment details promise the chosen Incoterm's meaning beside it", () => {
  const { shipment } = localeTexts("en");
  expect(incotermHint(render(React.createElement(ShipmentLayout, props)))).toBe(shipment.incotermHint);
});

it("the shipment details made ahead of the visit promise no meaning they cannot show: they point to the guide", () => {
  const { shipment } = localeTexts("en");
  const html = render(React.createElement(ShipmentLayout, { ...props, plain: true, defaults: { incoterm: "FOB" } }));
  expect(incotermHint(html)).toBe(shipment.incotermGuideHint);
  expect(html).toContain(`<a href="/en/incoterms/"`);
});
