import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import { fieldTable, fieldsOf, isOpenChoice, type FieldDefinition } from "../../../src/forms/shared/fields";
import { validateFormMessage, type FormMessage } from "../../../src/forms/shared/schema";
import { emailHtml, emailText } from "../../../src/forms/function/company-mail";
import { fallbackLines } from "../../../src/forms/shared/fallback";
import { invalidFieldsPage } from "../../../src/forms/function/answer-pages";
import { readFormPost } from "../../../src/forms/function/read-post";
import { localeTexts } from "../../../src/forms/function/locale-texts";
import { ShipmentFields } from "../../../src/forms/browser/shipment-fields";
import { i18nextOptions } from "../../../src/i18n/i18next-options";
import { leadDetails } from "../../../scripts/lib/lead-details";
import type { LeadRecord } from "../../../src/forms/function/lead-store";
import form from "../../../content/locales/en/form.json";
import shipment from "../../../content/locales/en/shipment.json";
import incoterms from "../../../content/locales/en/incoterms.json";

// The forms' fields are described once, in the field table: these tests walk the table, so a
// field added or changed there is checked by what it says, in the schema and in the mail.

const valid = {
  fullName: "Budi Santoso",
  company: "PT Maju",
  email: "budi@example.com",
  phone: "+62 812 3456 7890",
  serviceType: "",
  message: "Two containers to Singapore.",
  formType: "quote",
  language: "en",
} as const;

const withValue = (field: FieldDefinition, value: string) => ({ ...valid, [field.name]: value });

describe("the field table drives the schema", () => {
  const limited = fieldTable.filter((field) => field.maxLength !== undefined && field.kind !== "date");

  it.each(limited.map((field) => [field.name, field]))(
    "%s refuses one character more than its maxLength, naming the limit",
    (_, field) => {
      const result = validateFormMessage(withValue(field, "7".repeat(field.maxLength! + 1)));
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.problems.find((p) => p.field === field.name)).toMatchObject({
          reason: "tooLong",
          limit: field.maxLength,
        });
    },
  );

  it.each(fieldTable.map((field) => [field.name, field]))(
    "%s is required exactly when the table says so",
    (_, field) => {
      const result = validateFormMessage(withValue(field, ""));
      const refused = !result.ok && result.problems.some((p) => p.field === field.name && p.reason === "required");
      expect(refused).toBe(field.required);
    },
  );

  it("refuses a value a choice does not offer, and a flag other than yes", () => {
    // The package's list is the page's own packages: any line is a package name.
    for (const field of fieldTable.filter((f) => (f.kind === "choice" && !isOpenChoice(f)) || f.kind === "flag")) {
      const result = validateFormMessage(withValue(field, "no-such-choice"));
      expect(result.ok ? [] : result.problems.map((p) => [p.field, p.reason])).toContainEqual([field.name, "invalid"]);
    }
  });
});

describe("the field table drives the mail", () => {
  it("labels every contact field given with its table label", () => {
    const text = emailText({ ...valid, serviceType: "ekspedisi-laut" } as FormMessage, "Q-7K4M2P");
    for (const field of fieldsOf("visitor")) expect(text).toContain(`${field.emailLabel}:`);
  });

  it("labels the shipment details with their table labels", () => {
    const message = {
      ...valid,
      package: "Express",
      origin: "Batam",
      destination: "Singapore",
      mode: "air",
      cargo: "Parts",
      pieces: "2",
      weightKg: "100",
      volumeCbm: "1",
      pieceSizes: "2 × 50 × 40 × 30 cm, 50 kg per piece",
      readyDate: "2030-01-02",
      incoterm: "FOB",
      dangerousGoods: "yes",
      temperatureControl: "yes",
      insurance: "yes",
      cargoValue: "USD 5,000",
    } as FormMessage;
    const text = emailText(message);
    for (const field of fieldsOf("shipment").filter((f) => f.name !== "containerType" && f.name !== "containerCount"))
      expect(text).toContain(field.emailLabel);
  });
});

describe("the package and the sizes per piece", () => {
  const quote = {
    ...valid,
    serviceType: "ekspedisi-laut",
    package: "FCL（コンテナ単位）",
    mode: "sea-fcl",
    pieceSizes: "2 × 120 × 80 × 100 cm, 150 kg per piece\n1 × 60 × 40 × 50 cm, 20 kg per piece",
  };

  it("are accepted by the schema and kept as given, only with a quote", () => {
    const result = validateFormMessage({ ...quote, elapsedMs: 5000 });
    expect(result.ok && result.message).toMatchObject({
      package: quote.package,
      mode: "sea-fcl",
      pieceSizes: quote.pieceSizes,
    });
    const contact = validateFormMessage({
      ...quote,
      formType: "contact",
      serviceType: "",
      mode: "",
      elapsedMs: 5000,
    });
    expect(contact.ok && contact.message).not.toHaveProperty("package");
    expect(contact.ok && contact.message).not.toHaveProperty("pieceSizes");
  });

  it("refuse a line break in the package (one line) but keep the sizes' lines", () => {
    const result = validateFormMessage({ ...quote, package: "FCL\nLCL" });
    expect(result.ok ? [] : result.problems.map((p) => [p.field, p.reason])).toEqual([["package", "controlChars"]]);
  });

  it("are named in the company's mail: the package as chosen, each size on its own line in the column", () => {
    const result = validateFormMessage({ ...quote, elapsedMs: 5000 });
    if (!result.ok) throw new Error("refused");
    const text = emailText(result.message, "Q-7K4M2P");
    expect(text).toMatch(/^Package +\| FCL（コンテナ単位）$/m);
    expect(text).toMatch(/^Mode +\| Sea freight, full container \(FCL\)$/m);
    const [first, second] = text.split("\n").filter((line) => line.includes("× "));
    expect(first).toMatch(/^Piece sizes +\| 2 × 120 × 80 × 100 cm, 150 kg per piece$/);
    // The second size stays in the value's column, under the first.
    expect(second.indexOf("1 × 60")).toBe(first.indexOf("2 × 120"));
    expect(second).toMatch(/^ +\| 1 × 60 × 40 × 50 cm, 20 kg per piece$/);
    const html = emailHtml(result.message);
    expect(html).toContain('<tr><th align="left">Package</th><td>FCL（コンテナ単位）</td></tr>');
    expect(html).toContain("<td>2 × 120 × 80 × 100 cm, 150 kg per piece<br>1 × 60 × 40 × 50 cm, 20 kg per piece</td>");
  });

  it("leave the mail without a package row when none was chosen", () => {
    expect(emailText({ ...valid, origin: "Batam" } as FormMessage)).not.toContain("Package");
  });
});

describe("the pre-written mail of the failure fallback", () => {
  const texts = {
    label: (name: string, namespace: string) => `${namespace}:${name}`,
    choice: (name: string, value: string) => `${name}=${value}`,
  };

  it("lists each field of the table but the message, shipment details only when given, flags as a tick", () => {
    const lines = fallbackLines(
      fieldTable,
      { ...valid, serviceType: "bea-cukai", origin: "Batam", insurance: "yes" },
      texts,
    );
    expect(lines).toEqual([
      ["form:fullName", valid.fullName],
      ["form:company", valid.company],
      ["form:email", valid.email],
      ["form:phone", valid.phone],
      ["form:serviceType", "serviceType=bea-cukai"],
      ["shipment:origin", "Batam"],
      ["shipment:insurance", "✓"],
    ]);
  });

  it("carries the package and every line of the sizes", () => {
    const pieceSizes = "2 × 120 × 80 × 100 cm, 150 kg per piece\n1 × 60 × 40 × 50 cm, 20 kg per piece";
    const lines = fallbackLines(fieldTable, { ...valid, package: "LCL", pieceSizes }, texts);
    expect(lines).toContainEqual(["form:package", "LCL"]);
    expect(lines).toContainEqual(["shipment:pieceSizes", pieceSizes]);
    expect(lines.map(([label]) => label)).not.toContain("form:message");
  });

  it("keeps a value the table at hand does not describe", () => {
    const lines = fallbackLines(fieldsOf("visitor"), { ...valid, destination: "Osaka" }, texts);
    expect(lines).toContainEqual(["shipment:destination", "Osaka"]);
  });
});

describe("a row added to the table at run time", () => {
  // A new shipment detail, written the way the README says: one row, and its label in the locale files.
  const row: FieldDefinition = {
    name: "hsCode",
    kind: "line",
    required: false,
    group: "shipment",
    maxLength: 20,
    labelNamespace: "shipment",
    emailLabel: "HS code",
  };
  const label = "HS code (if known)";
  const functionTexts = localeTexts("en").shipment.fields as Record<string, { label: string }>;
  const quote = { ...valid, serviceType: "ekspedisi-laut", cargo: "Pumps", hsCode: "8413.70" };
  beforeAll(() => {
    fieldTable.splice(fieldTable.findIndex((field) => field.name === "cargo") + 1, 0, row);
    functionTexts.hsCode = { label };
  });
  afterAll(() => {
    fieldTable.splice(fieldTable.indexOf(row), 1);
    delete functionTexts.hsCode;
  });

  it("is checked by the schema: kept when given, refused past its length with the limit named", () => {
    const result = validateFormMessage({ ...quote, elapsedMs: 5000 });
    expect(result.ok && result.message).toMatchObject({ hsCode: "8413.70" });
    const long = validateFormMessage({ ...quote, hsCode: "8".repeat(21) });
    expect(long.ok ? [] : long.problems).toContainEqual({ field: "hsCode", reason: "tooLong", limit: 20 });
  });

  it("is read from a form posted without scripts", () => {
    expect(readFormPost("formType=quote&hsCode=8413.70").input).toMatchObject({ hsCode: "8413.70" });
  });

  it("is an input of the shipment details, with its label and limit, after the row before it", () => {
    const i18n = i18next.createInstance();
    void i18n.init({
      ...i18nextOptions,
      lng: "en",
      initImmediate: false,
      resources: {
        en: { form, incoterms, shipment: { ...shipment, fields: { ...shipment.fields, hsCode: { label } } } },
      },
    });
    const html = renderToStaticMarkup(
      React.createElement(
        I18nextProvider,
        { i18n },
        React.createElement(ShipmentFields, {
          idPrefix: "q",
          defaults: {},
          problems: new Map(),
          onOpenChange: () => {},
        }),
      ),
    );
    expect(html).toContain(
      `<label for="q-hsCode" class="mb-1 block text-sm font-semibold text-brand-900">${label}</label>`,
    );
    expect(html).toMatch(/<input id="q-hsCode" name="hsCode"[^>]* maxLength="20"/);
    // In the table's place: after the cargo, before the pieces, in one column of the grid.
    expect(html.indexOf('id="q-cargo"')).toBeLessThan(html.indexOf('id="q-hsCode"'));
    expect(html.indexOf('id="q-hsCode"')).toBeLessThan(html.indexOf('id="q-pieces"'));
    expect(html).toMatch(/<div><label for="q-hsCode"/);
  });

  it("is in the function's page of reasons, holding what was typed", () => {
    const html = invalidFieldsPage(
      { formType: "quote", language: "en", values: { ...quote, hsCode: "8".repeat(21) }, consent: false },
      [{ field: "hsCode" as never, reason: "tooLong", limit: 20 }],
    );
    expect(html).toMatch(new RegExp(`<label for="f-hsCode"[^>]*>${label.replace(/[()]/g, "\\$&")}</label>`));
    const input = /<input id="f-hsCode" name="hsCode"[^>]*>/.exec(html)?.[0];
    expect(input).toContain(` value="${"8".repeat(21)}"`);
    expect(input).toContain(' type="text"');
    expect(input).toContain(' maxLength="20"');
    expect(html).toMatch(new RegExp(`<a href="#f-hsCode"[^>]*>${label.replace(/[()]/g, "\\$&")}: `));
  });

  it("is a row of the company's mail and of npm run leads", () => {
    const result = validateFormMessage({ ...quote, elapsedMs: 5000 });
    if (!result.ok) throw new Error("refused");
    expect(emailText(result.message)).toMatch(/^HS code +\| 8413\.70$/m);
    expect(emailHtml(result.message)).toContain('<tr><th align="left">HS code</th><td>8413.70</td></tr>');
    const record = {
      reference: "Q-7K4M2P",
      state: "delivered",
      createdAt: "2026-11-28T09:00:00.000Z",
      deliveredAt: "2026-11-28T09:00:01.000Z",
      attempts: [],
      message: result.message,
    } as unknown as LeadRecord;
    expect(leadDetails(record)).toMatch(/^HS code +\| 8413\.70$/m);
  });

  it("is a line of the fallback mail, labelled as the form labels it", () => {
    const lines = fallbackLines(fieldTable, quote, {
      label: (name) => functionTexts[name]?.label ?? name,
      choice: (_, value) => value,
    });
    expect(lines).toContainEqual([label, "8413.70"]);
  });
});
