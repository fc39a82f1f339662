import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import {
  fieldDefinition,
  fieldNames,
  fieldTable,
  fieldsOf,
  type FieldDefinition,
} from "../../../src/forms/shared/fields";
import { choicesOf } from "../../../src/forms/shared/choices";
import { formTypes, serviceOptionsWith, type FormType } from "../../../src/forms/shared/forms";
import { languageCodes } from "../../../src/shared/languages";
import { FormFields } from "../../../src/forms/shared/form-fields";
import { validateFormMessage, type FormMessage } from "../../../src/forms/shared/schema";
import { emailHtml, emailText } from "../../../src/forms/function/company-mail";
import { fallbackLines } from "../../../src/forms/shared/failure-notice";
import { invalidFieldsPage } from "../../../src/forms/function/answers";
import { readFormPost } from "../../../src/forms/function/read-post";
import { localeTexts } from "../../../src/forms/function/locale-texts";
import { ShipmentLayout } from "../../../src/forms/shared/shipment-layout";
import { i18nextOptions } from "../../../src/i18n/i18next-options";
import { leadDetails } from "../../../scripts/lib/lead-details";
import type { LeadRecord } from "../../../src/forms/function/lead-store";
import form from "../../../content/locales/en/form.json";
import shipment from "../../../content/locales/en/shipment.json";
import incoterms from "../../../content/locales/en/incoterms.json";
import common from "../../../content/locales/en/common.json";

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

it("a number or a date has room for what a person types unless its row says otherwise", () => {
  for (const field of fieldsOf("shipment").filter((f) => f.kind === "number" || f.kind === "date"))
    expect([field.name, field.maxLength]).toEqual([field.name, 32]);
});

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
    // The package too: its choices are the packages' keys, of which a page offers its own; its
    // reason says to choose a package again from the list.
    expect(fieldTable.find((f) => f.name === "package")?.kind).toBe("choice");
    for (const field of fieldTable.filter((f) => f.kind === "choice" || f.kind === "flag")) {
      const result = validateFormMessage(withValue(field, "no-such-choice"));
      expect(result.ok ? [] : result.problems.map((p) => [p.field, p.reason])).toContainEqual([
        field.name,
        field.name === "package" ? "unknownPackage" : "invalid",
      ]);
    }
  });
});

describe("the field table drives the mail", () => {
  it("labels every contact field given with its table label", () => {
    const text = emailText({ ...valid, serviceType: "ekspedisi-laut", replyBy: "phone" } as FormMessage, {
      reference: "Q-7K4M2P",
    });
    for (const field of fieldsOf("visitor")) expect(text).toContain(`${field.emailLabel}:`);
  });

  it("labels only the fields the form asks: a contact message has no Reply by row", () => {
    const text = emailText({ ...valid, formType: "contact", serviceType: "other" } as FormMessage, {
      reference: "C-7K4M2P",
    });
    for (const field of fieldsOf("visitor", "contact")) expect(text).toContain(`${field.emailLabel}:`);
    expect(text).not.toContain("Reply by");
  });

  it("labels the shipment details with their table labels", () => {
    // A value of its kind for every row, so a row added to the table is in the mail too.
    const sample: Record<FieldDefinition["kind"], (field: FieldDefinition) => string> = {
      line: () => "x",
      text: () => "x",
      email: () => "a@example.com",
      phone: () => "+62 812 3456 7890",
      number: () => "1",
      date: () => "2030-01-02",
      flag: () => "yes",
      choice: (field) => choicesOf(field.name)[0] ?? "",
    };
    const message = {
      ...valid,
      ...Object.fromEntries(fieldsOf("shipment").map((field) => [field.name, sample[field.kind](field)])),
      package: "air-express",
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

/** The visitor's fields of a form as a page renders them, in English with these texts. */
function visitorFields(formType: FormType, texts: { form?: object } = {}, defaults = {}) {
  const i18n = i18next.createInstance();
  void i18n.init({
    ...i18nextOptions,
    lng: "en",
    initImmediate: false,
    resources: { en: { common, form: texts.form ?? form, incoterms, shipment } },
  });
  return renderToStaticMarkup(
    React.createElement(
      I18nextProvider,
      { i18n },
      React.createElement(FormFields, {
        idPrefix: "q",
        defaults,
        problems: new Map(),
        serviceOptions: serviceOptionsWith(formType),
        messageRows: 4,
        formType,
        language: "en",
      }),
    ),
  );
}

it.each(formTypes)("the %s form says what its red asterisk means before its first field", (formType) => {
  const markup = visitorFields(formType);
  const note = `<span class="text-red-700">*</span> ${form.required}`;
  expect(markup).toContain(note);
  expect(markup.indexOf(note)).toBeLessThan(markup.indexOf("<label"));
  expect(markup).toContain('<span class="ml-0.5 text-red-700">*</span>');
});

describe("how the visitor would like to be answered (replyBy)", () => {
  it("is an optional choice of the quote forms only, asked after the phone", () => {
    expect(fieldDefinition("replyBy")).toMatchObject({
      kind: "choice",
      required: false,
      group: "visitor",
      forms: ["quote"],
      placeholder: true,
      emailLabel: "Reply by",
    });
    const quote = fieldNames("visitor", "quote");
    expect(quote.indexOf("replyBy")).toBe(quote.indexOf("phone") + 1);
    expect(fieldNames("visitor", "contact")).not.toContain("replyBy");
    expect(fieldNames(undefined, "contact")).not.toContain("replyBy");
    // A row without forms is on every form.
    expect(fieldNames("visitor", "contact")).toEqual(fieldNames("visitor").filter((name) => name !== "replyBy"));
  });

  it("offers email, WhatsApp and a phone call, each named in every language, after a no-preference placeholder", () => {
    expect(choicesOf("replyBy")).toEqual(["email", "whatsapp", "phone"]);
    // The pages' forms list the visitor's choices from the row, the schema from choicesOf: one list.
    for (const field of fieldsOf("visitor").filter((f) => f.kind === "choice" && f.name !== "serviceType"))
      expect(field.choices).toEqual(choicesOf(field.name));
    for (const language of languageCodes) {
      const texts = (localeTexts(language).form.fields as Record<string, Record<string, unknown>>).replyBy;
      expect(typeof texts.label === "string" && texts.label.trim()).toBeTruthy();
      expect(typeof texts.placeholder === "string" && texts.placeholder.trim()).toBeTruthy();
      const names = texts.choices as Record<string, string>;
      expect(Object.keys(names)).toEqual(["email", "whatsapp", "phone"]);
      for (const name of Object.values(names)) expect(name.trim()).toBeTruthy();
    }
  });

  it("is a labelled select of the quote forms, nothing chosen, and no control of the contact form", () => {
    const html = visitorFields("quote");
    expect(html).toContain(
      `<label for="q-replyBy" class="mb-1 block text-sm font-semibold text-brand-900">${form.fields.replyBy.label}</label>`,
    );
    const select = /<select id="q-replyBy" name="replyBy"[^>]*>(.*?)<\/select>/.exec(html);
    expect(select?.[0]).not.toContain("required");
    expect(select?.[1]).toBe(
      `<option value="" selected="">${form.fields.replyBy.placeholder}</option>` +
        `<option value="email">${form.fields.replyBy.choices.email}</option>` +
        `<option value="whatsapp">${form.fields.replyBy.choices.whatsapp}</option>` +
        `<option value="phone">${form.fields.replyBy.choices.phone}</option>`,
    );
    // After the phone, before the service.
    expect(html.indexOf('id="q-phone"')).toBeLessThan(html.indexOf('id="q-replyBy"'));
    expect(html.indexOf('id="q-replyBy"')).toBeLessThan(html.indexOf('id="q-serviceType"'));
    expect(visitorFields("quote", {}, { replyBy: "whatsapp" })).toContain(
      `<option value="whatsapp" selected="">${form.fields.replyBy.choices.whatsapp}</option>`,
    );
    const contact = visitorFields("contact");
    expect(contact).not.toContain("replyBy");
    expect(contact).toContain('name="phone"');
  });

  it("comes first in npm run leads too, named as in the mail, and is left out when not chosen", () => {
    const lead = (replyBy: string) =>
      leadDetails({
        reference: "Q-7K4M2P",
        state: "delivered",
        createdAt: "2026-11-28T09:00:00.000Z",
        deliveredAt: "2026-11-28T09:00:01.000Z",
        attempts: [],
        message: { ...valid, replyBy },
      } as unknown as LeadRecord);
    expect(lead("whatsapp")).toContain("\nForm:      quote\nReply by:  WhatsApp\nName:      Budi Santoso\n");
    expect(lead("")).toContain("\nForm:      quote\nName:      Budi Santoso\n");
  });
});

describe("the package and the sizes per piece", () => {
  const quote = {
    ...valid,
    language: "ja",
    serviceType: "ekspedisi-laut",
    package: "sea-fcl",
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

  it("refuse a package no page offers, a page's name of it or a line break in it, with the package's reason, but keep the sizes' lines", () => {
    // The schema takes keys only: the function makes a name its package's key before (withPackageKey).
    for (const given of ["FCL\nLCL", "FCL（コンテナ単位）", "sea-teleport", "rates.sea.fcl"]) {
      const result = validateFormMessage({ ...quote, package: given });
      expect(result.ok ? [] : result.problems.map((p) => [p.field, p.reason])).toEqual([["package", "unknownPackage"]]);
    }
  });

  it("are named in the company's mail: the package as the company reads it with its price, each size on its own line in the column", () => {
    const result = validateFormMessage({ ...quote, elapsedMs: 5000 });
    if (!result.ok) throw new Error("refused");
    const text = emailText(result.message, { reference: "Q-7K4M2P" });
    // Chosen on a Japanese page: the inbox's (English) name and price, the visitor's wording beside it.
    expect(text).toMatch(/^Package +\| FCL \(the visitor's page: FCL（コンテナ単位）\)$/m);
    expect(text).toMatch(/^Package price +\| USD\u00a01,200 per container \(valid until 30 June 2027\)$/m);
    expect(text).toMatch(/^Mode +\| Sea freight, full container \(FCL\)$/m);
    const [first, second] = text.split("\n").filter((line) => line.includes("× "));
    expect(first).toMatch(/^Piece sizes +\| 2 × 120 × 80 × 100 cm, 150 kg per piece$/);
    // The second size stays in the value's column, under the first.
    expect(second.indexOf("1 × 60")).toBe(first.indexOf("2 × 120"));
    expect(second).toMatch(/^ +\| 1 × 60 × 40 × 50 cm, 20 kg per piece$/);
    const html = emailHtml(result.message);
    expect(html).toContain(
      '<tr><th align="left">Package</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">FCL (the visitor&#39;s page: FCL（コンテナ単位）)</td></tr><tr><th align="left">Package price</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">USD\u00a01,200 per container (valid until 30 June 2027)</td></tr>',
    );
    expect(html).toContain(
      '<td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">2 × 120 × 80 × 100 cm, 150 kg per piece<br>1 × 60 × 40 × 50 cm, 20 kg per piece</td>',
    );
  });

  it("say in the company's mail when the package is another service's than the one chosen (the visitor changed the service after choosing it)", () => {
    const result = validateFormMessage({ ...quote, serviceType: "bea-cukai", elapsedMs: 5000 });
    if (!result.ok) throw new Error("refused");
    const text = emailText(result.message);
    expect(text).toMatch(
      /^Package +\| FCL \(the visitor's page: FCL（コンテナ単位）\) \(a Sea Freight package, not of the service chosen\)$/m,
    );
    expect(text).toMatch(/^Package price +\| USD\u00a01,200 per container/m);
    // The page's own service: no such note.
    const own = validateFormMessage({ ...quote, elapsedMs: 5000 });
    expect(own.ok && emailText(own.message)).not.toContain("not of the service chosen");
  });

  it("show a package kept before the forms posted its key as it was kept, without a price", () => {
    const kept = "FCL（コンテナ単位）（2027年6月30日まで有効）";
    const text = emailText({ ...valid, package: kept } as FormMessage);
    expect(text).toMatch(/^Package +\| FCL（コンテナ単位）（2027年6月30日まで有効）$/m);
    expect(text).not.toContain("Package price");
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
      { ...valid, serviceType: "bea-cukai", replyBy: "whatsapp", origin: "Batam", insurance: "yes" },
      texts,
    );
    expect(lines).toEqual([
      ["form:fullName", valid.fullName],
      ["form:company", valid.company],
      ["form:email", valid.email],
      ["form:phone", valid.phone],
      ["form:replyBy", "replyBy=whatsapp"],
      ["form:serviceType", "serviceType=bea-cukai"],
      ["shipment:origin", "Batam"],
      ["shipment:insurance", "✓"],
    ]);
  });

  it("carries the package and every line of the sizes", () => {
    const pieceSizes = "2 × 120 × 80 × 100 cm, 150 kg per piece\n1 × 60 × 40 × 50 cm, 20 kg per piece";
    const lines = fallbackLines(fieldTable, { ...valid, package: "sea-lcl", pieceSizes }, texts);
    expect(lines).toContainEqual(["form:package", "package=sea-lcl"]);
    expect(lines).toContainEqual(["shipment:pieceSizes", pieceSizes]);
    expect(lines.map(([label]) => label)).not.toContain("form:message");
  });

  it("lists only the fields the form asks: the contact form's has no reply channel", () => {
    const contact = { ...valid, formType: "contact", serviceType: "other" };
    const labels = fallbackLines(fieldsOf(undefined, "contact"), contact, texts).map(([label]) => label);
    expect(labels).toEqual(["form:fullName", "form:company", "form:email", "form:phone", "form:serviceType"]);
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

  it("is an input of the shipment details, with its label, after the row before it; no maxlength cuts a pasted text short", () => {
    const i18n = i18next.createInstance();
    void i18n.init({
      ...i18nextOptions,
      lng: "en",
      initImmediate: false,
      resources: {
        en: { common, form, incoterms, shipment: { ...shipment, fields: { ...shipment.fields, hsCode: { label } } } },
      },
    });
    const html = renderToStaticMarkup(
      React.createElement(
        I18nextProvider,
        { i18n },
        // The scripted part's fields (ShipmentFields draws this layout; its own focus handling
        // runs only in a browser).
        React.createElement(ShipmentLayout, { idPrefix: "q", defaults: {}, problems: new Map() }),
      ),
    );
    expect(html).toContain(
      `<label for="q-hsCode" class="mb-1 block text-sm font-semibold text-brand-900">${label}</label>`,
    );
    expect(html).toMatch(/<input id="q-hsCode" name="hsCode"/);
    expect(html).not.toMatch(/maxLength/i);
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
    expect(input).not.toMatch(/maxLength/i);
    // Its limit is said beside it.
    expect(html).toContain(localeTexts("en").formResults.tooLong.replace("{{max}}", "20"));
    expect(html).toMatch(new RegExp(`<a href="#f-hsCode"[^>]*>${label.replace(/[()]/g, "\\$&")}: `));
  });

  it("is a row of the company's mail and of npm run leads", () => {
    const result = validateFormMessage({ ...quote, elapsedMs: 5000 });
    if (!result.ok) throw new Error("refused");
    expect(emailText(result.message)).toMatch(/^HS code +\| 8413\.70$/m);
    expect(emailHtml(result.message)).toContain(
      '<tr><th align="left">HS code</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">8413.70</td></tr>',
    );
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

describe("a row for some forms only, added at run time", () => {
  // A visitor's field only the contact form asks, written the way the README says: one row with
  // its forms, and its label in the locale files. Every reader asks the table which forms have it.
  const row: FieldDefinition = {
    name: "orderNumber",
    kind: "line",
    required: false,
    group: "visitor",
    forms: ["contact"],
    maxLength: 20,
    labelNamespace: "form",
    emailLabel: "Order number",
  };
  const label = "Order number (if you have one)";
  const functionTexts = localeTexts("en").form.fields as Record<string, { label: string }>;
  const contact = { ...valid, formType: "contact", serviceType: "other", orderNumber: "SO-2026-118" };
  const quote = { ...contact, formType: "quote" };
  const formTexts = { form: { ...form, fields: { ...form.fields, orderNumber: { label } } } };
  const message = (input: object) => {
    const result = validateFormMessage({ ...input, elapsedMs: 5000 });
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
    return result.message;
  };
  const record = (m: FormMessage) =>
    ({
      reference: "C-7K4M2P",
      state: "delivered",
      createdAt: "2026-11-28T09:00:00.000Z",
      deliveredAt: "2026-11-28T09:00:01.000Z",
      attempts: [],
      message: m,
    }) as unknown as LeadRecord;
  beforeAll(() => {
    fieldTable.splice(fieldTable.findIndex((field) => field.name === "phone") + 1, 0, row);
    functionTexts.orderNumber = { label };
  });
  afterAll(() => {
    fieldTable.splice(fieldTable.indexOf(row), 1);
    delete functionTexts.orderNumber;
  });

  it("is one of its forms' fields only", () => {
    expect(fieldNames("visitor", "contact")).toContain("orderNumber");
    expect(fieldNames("visitor", "quote")).not.toContain("orderNumber");
    expect(fieldNames(undefined, "quote")).not.toContain("orderNumber");
  });

  it("is checked by the schema on its form, and dropped from another form's message like an unknown name", () => {
    expect(message(contact)).toMatchObject({ orderNumber: "SO-2026-118" });
    const long = validateFormMessage({ ...contact, orderNumber: "8".repeat(21) });
    expect(long.ok ? [] : long.problems).toContainEqual({ field: "orderNumber", reason: "tooLong", limit: 20 });
    expect(message(quote)).not.toHaveProperty("orderNumber");
    expect(message({ ...quote, orderNumber: "8".repeat(21) })).not.toHaveProperty("orderNumber");
    expect(message({ ...quote, favouriteColour: "blue" })).not.toHaveProperty("favouriteColour");
  });

  it("is read from its form posted without scripts, and not from another form's post", () => {
    expect(readFormPost("formType=contact&orderNumber=SO-1").input).toMatchObject({ orderNumber: "SO-1" });
    expect(readFormPost("formType=quote&orderNumber=SO-1").input).not.toHaveProperty("orderNumber");
  });

  it("is an input of its form, in the table's place, and not of another form", () => {
    const html = visitorFields("contact", formTexts);
    expect(html).toContain(
      `<label for="q-orderNumber" class="mb-1 block text-sm font-semibold text-brand-900">${label}</label>`,
    );
    expect(html).toMatch(/<input id="q-orderNumber" name="orderNumber"/);
    expect(html).not.toMatch(/maxLength/i);
    expect(html.indexOf('id="q-phone"')).toBeLessThan(html.indexOf('id="q-orderNumber"'));
    expect(html.indexOf('id="q-orderNumber"')).toBeLessThan(html.indexOf('id="q-serviceType"'));
    expect(visitorFields("quote", formTexts)).not.toContain("orderNumber");
  });

  it("is in the function's page of its form, and not in another form's", () => {
    const page = (formType: FormType) =>
      invalidFieldsPage({ formType, language: "en", values: { ...contact, formType, email: "budi@" }, consent: true }, [
        { field: "email", reason: "email" },
      ]);
    expect(page("contact")).toMatch(/<input id="f-orderNumber" name="orderNumber"[^>]* value="SO-2026-118"/);
    expect(page("quote")).not.toContain("orderNumber");
  });

  it("is a row of its form's mail and of npm run leads, and not of another form's", () => {
    const mail = emailText(message(contact));
    expect(mail).toContain("Order number: SO-2026-118\n");
    expect(mail.indexOf("Phone:")).toBeLessThan(mail.indexOf("Order number:"));
    expect(emailHtml(message(contact))).toContain(
      '<tr><th align="left">Order number</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">SO-2026-118</td></tr>',
    );
    expect(leadDetails(record(message(contact)))).toMatch(/^Order number: *SO-2026-118$/m);
    // A quote: neither the value nor the row.
    expect(emailText(message(quote))).not.toContain("Order number");
    expect(leadDetails(record(message(quote)))).not.toContain("Order number");
  });

  it("is a line of its form's fallback mail only", () => {
    const texts = { label: (name: string) => functionTexts[name]?.label ?? name, choice: (_: string, v: string) => v };
    expect(fallbackLines(fieldsOf(undefined, "contact"), contact, texts)).toContainEqual([label, "SO-2026-118"]);
    const { orderNumber: _o, ...typed } = quote;
    expect(fallbackLines(fieldsOf(undefined, "quote"), typed, texts).map(([l]) => l)).not.toContain(label);
  });
});

describe.each(languageCodes)("the texts the field table asks for, in %s's files", (language) => {
  const texts = localeTexts(language) as unknown as Record<string, unknown>;
  const at = (namespace: string, key: string) =>
    key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts[namespace]);
  // What a translator or an editor adding a row reads as the reason: the language and the key.
  const missing = (field: FieldDefinition) => {
    const keys = [
      `fields.${field.name}.label`,
      ...(field.hint ? [`fields.${field.name}.hint`] : []),
      ...(field.placeholder ? [`fields.${field.name}.placeholder`] : []),
    ];
    return keys
      .filter((key) => typeof at(field.labelNamespace, key) !== "string")
      .map((key) => `${field.labelNamespace}:${key}`);
  };

  it("has each field's label, and its hint and placeholder where its row has one", () => {
    expect(fieldTable.flatMap(missing).map((key) => `${language}: ${key}`)).toEqual([]);
  });

  it("names each choice of a list the table gives", () => {
    const unnamed = fieldTable.flatMap((field) =>
      (field.choices ?? []).flatMap((value) =>
        typeof at(field.labelNamespace, `fields.${field.name}.choices.${value}`) === "string" ||
        ["serviceType", "mode", "containerType", "incoterm"].includes(field.name)
          ? []
          : [`${language}: ${field.labelNamespace}:fields.${field.name}.choices.${value}`],
      ),
    );
    expect(unnamed).toEqual([]);
  });
});
