import { problemKey, validateFormMessage, type FieldProblem, type FormMessage } from "../../../src/forms/shared/schema";
import { fieldDefinition } from "../../../src/forms/shared/fields";

const row = (name: string) => fieldDefinition(name)!;
import { isRealDate } from "../../../src/forms/shared/shipment-rules";
import { earliestReadyDate } from "../../../src/forms/shared/ready-date";
import { emailHtml, emailText, shipmentRows } from "../../../src/forms/function/company-mail";
import { readFormPost } from "../../../src/forms/function/read-post";
import { airChargeableWeight, seaWeightMeasure } from "../../../src/shared/freight-rules";
import { incotermCodes } from "../../../src/shared/incoterm-codes";
import { validBody } from "./helpers";
import { readFileSync } from "fs";
import path from "path";
import { languageCodes } from "../../../src/shared/languages";

// The quote forms' shipment details: each rule of the shared schema, in the browser
// and in the function alike, and the table the company's email shows.

const now = new Date(2026, 10, 24, 12); // 24 November 2026, local time
const check = (shipment: Record<string, string>, options = {}) =>
  validateFormMessage({ ...validBody, ...shipment }, { now, ...options });
const problemsOf = (shipment: Record<string, string>, options = {}) => {
  const result = check(shipment, options);
  return result.ok ? [] : result.problems;
};

describe("shipment details in the schema", () => {
  it("accepts a full set of details, keeps only the given ones and reads numbers in the visitor's language", () => {
    const result = check({
      origin: " Shanghai, China ",
      destination: "Batam, Indonesia",
      mode: "sea-fcl",
      cargo: "Machine parts on pallets",
      pieces: "12",
      weightKg: "1.250,5",
      volumeCbm: "30,25",
      containerType: "40ftHc",
      containerCount: "2",
      incoterm: "FOB",
      readyDate: "2026-11-24",
      dangerousGoods: "",
      temperatureControl: "yes",
      insurance: "yes",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.message).toMatchObject({
      origin: "Shanghai, China",
      weightKg: "1.250,5",
      containerType: "40ftHc",
      insurance: "yes",
    });
    expect(result.message).not.toHaveProperty("dangerousGoods");
  });

  it("leaves every shipment detail optional: the specification's required fields stay the only required ones", () => {
    const result = check({});
    expect(result.ok && Object.keys(result.message).sort()).toEqual([
      "company",
      "email",
      "formType",
      "fullName",
      "language",
      "message",
      "phone",
      "replyBy",
      "serviceType",
    ]);
  });

  it("drops shipment details from a contact message (the contact form has none)", () => {
    const result = check({ formType: "contact", origin: "Singapore" });
    expect(result.ok && result.message).not.toHaveProperty("origin");
  });

  it("neither checks nor reads the shipment details a contact message carries: the contact form does not show them", () => {
    const carried = { formType: "contact", pieces: "abc", mode: "rocket", readyDate: "2001-01-01", cargo: "x\u0007" };
    const result = check(carried);
    expect(result.ok).toBe(true);
    for (const field of Object.keys(carried).filter((name) => name !== "formType"))
      expect(result.ok && result.message).not.toHaveProperty(field);
    // Nor are their links counted against the contact form's.
    const links = "https://a.example https://b.example https://c.example https://d.example";
    expect(check({ formType: "contact", origin: links }).ok).toBe(true);
    expect(readFormPost("formType=contact&pieces=abc&mode=rocket&fullName=Budi").input).toEqual({
      formType: "contact",
      fullName: "Budi",
    });
  });

  it("accepts each of the eleven Incoterms 2020 and each of the five modes", () => {
    expect(incotermCodes).toEqual(["EXW", "FCA", "CPT", "CIP", "DAP", "DPU", "DDP", "FAS", "FOB", "CFR", "CIF"]);
    for (const incoterm of incotermCodes) expect(problemsOf({ incoterm })).toEqual([]);
    for (const mode of ["sea-fcl", "sea-lcl", "air", "land", "warehouse"]) expect(problemsOf({ mode })).toEqual([]);
  });

  // field, value (language id unless set), the reason shown and the number it names.
  it.each([
    // A count is asked for as a whole number, so its example shows no fraction.
    ["pieces", "abc", "notWhole", undefined],
    ["containerCount", "dua", "notWhole", undefined],
    ["pieces", "0", "notPositive", undefined],
    ["pieces", "-3", "notPositive", undefined],
    ["pieces", "2,5", "notWhole", undefined],
    ["pieces", "100.001", "tooLarge", row("pieces").max],
    // A unit other than the one the label names ("Gross weight (kg)").
    ["weightKg", "12 lbs", "notNumber", undefined],
    ["volumeCbm", "12 kg", "notNumber", undefined],
    ["weightKg", "0", "notPositive", undefined],
    ["weightKg", "10.000.001", "tooLarge", row("weightKg").max],
    ["volumeCbm", "1.2.3", "notNumber", undefined],
    ["volumeCbm", "100.001", "tooLarge", row("volumeCbm").max],
    ["weightKg", "1".repeat(33), "tooLong", row("weightKg").maxLength],
    ["origin", "x".repeat(121), "tooLong", row("origin").maxLength],
    ["cargo", "x".repeat(501), "tooLong", row("cargo").maxLength],
    ["destination", "Batam\nIndonesia", "controlChars", undefined],
    ["mode", "rail", "invalid", undefined],
    ["incoterm", "FOT", "invalid", undefined],
    ["incoterm", "fob", "invalid", undefined],
    ["containerType", "45ft", "invalid", undefined],
    ["dangerousGoods", "maybe", "invalid", undefined],
    ["readyDate", "2026-02-30", "notDate", undefined],
    ["readyDate", "tomorrow", "notDate", undefined],
    ["readyDate", "2026-11-23", "pastDate", undefined],
  ])("refuses %s = %j with %s", (field, value, reason, limit) => {
    const extra: Record<string, string> = field.startsWith("container")
      ? { mode: "sea-fcl", containerType: "20ft", containerCount: "1" }
      : {};
    expect(problemsOf({ ...extra, [field]: value })).toEqual([
      { field, reason, ...(limit === undefined ? {} : { limit }) },
    ]);
  });

  it("refuses containers without sea FCL, and a container count without a type", () => {
    expect(problemsOf({ mode: "sea-lcl", containerType: "20ft" })).toEqual([
      { field: "containerType", reason: "fclOnly" },
    ]);
    expect(problemsOf({ containerType: "20ft", containerCount: "2" })).toEqual([
      { field: "containerType", reason: "fclOnly" },
      { field: "containerCount", reason: "fclOnly" },
    ]);
    expect(problemsOf({ mode: "sea-fcl", containerCount: "2" })).toEqual([
      { field: "containerType", reason: "required" },
    ]);
    expect(problemsOf({ mode: "sea-fcl", containerType: "40ft", containerCount: "1,5" })).toEqual([
      { field: "containerCount", reason: "notWhole" },
    ]);
    expect(problemsOf({ mode: "sea-fcl", containerType: "40ft", containerCount: "501" })).toEqual([
      { field: "containerCount", reason: "tooLarge", limit: 500 },
    ]);
  });

  it("reads numbers as the visitor's language writes them", () => {
    // "1.250" is a thousand two hundred and fifty in Indonesian, one and a quarter in English.
    expect(problemsOf({ pieces: "1.250" })).toEqual([]);
    expect(problemsOf({ language: "en", pieces: "1.250" })).toEqual([{ field: "pieces", reason: "notWhole" }]);
    expect(problemsOf({ language: "ja", weightKg: "１，２５０．５" })).toEqual([]);
  });

  it("shows shipment problems together with the other fields' problems", () => {
    expect(problemsOf({ fullName: "", weightKg: "x" })).toEqual([
      { field: "fullName", reason: "required" },
      { field: "weightKg", reason: "notNumber" },
    ]);
  });

  it("takes a ready date from today on, and the function one day earlier (time zones)", () => {
    expect(earliestReadyDate({ now })).toBe("2026-11-24");
    expect(problemsOf({ readyDate: "2026-11-24" })).toEqual([]);
    expect(problemsOf({ readyDate: "2026-11-23" }, { readyDateSlackDays: 1 })).toEqual([]);
    expect(problemsOf({ readyDate: "2026-11-22" }, { readyDateSlackDays: 1 })).toEqual([
      { field: "readyDate", reason: "pastDate" },
    ]);
    expect(isRealDate("2028-02-29")).toBe(true);
    expect(isRealDate("2027-02-29")).toBe(false);
  });
});

describe("shipment details in the company's email", () => {
  const base: FormMessage = {
    fullName: "Budi Santoso",
    company: "PT Maju Jaya",
    email: "budi@example.co.id",
    phone: "+62 812-3456-7890",
    serviceType: "ekspedisi-udara",
    message: "Mohon penawaran.",
    formType: "quote",
    language: "id",
  };

  it("has no table when no details were given", () => {
    expect(shipmentRows(base)).toEqual([]);
    expect(emailText(base)).not.toContain("Shipment details");
    expect(emailHtml(base)).not.toContain("Shipment details");
  });

  it("shows air freight with the chargeable weight the calculator computes (text and HTML)", () => {
    // 1,5 CBM and 120,5 kg: volumetric 1,500,000 / 6000 = 250 kg, charged by volume.
    const m: FormMessage = {
      ...base,
      origin: "Batam",
      destination: "Tokyo, Japan",
      mode: "air",
      pieces: "3",
      weightKg: "120,5",
      volumeCbm: "1,5",
      incoterm: "DAP",
      readyDate: "2026-12-01",
      dangerousGoods: "yes",
    };
    const air = airChargeableWeight(1.5 * 1_000_000, 120.5);
    expect(air.chargeableKg).toBe(250);
    const text = emailText(m);
    expect(text).toContain("Shipment details:");
    expect(text).toMatch(/Chargeable weight \(air\) +\| 250 kg \(by volumetric weight; volumetric 250 kg\)/);
    expect(text).toMatch(/Gross weight +\| 120\.5 kg/);
    expect(text).toMatch(/Incoterm +\| DAP – Delivered at Place/);
    expect(text).toMatch(/Dangerous goods +\| Yes/);
    // Questions left unanswered are left out, not written as "No".
    expect(text).not.toMatch(/Insurance|Temperature control|Container|Cargo {2}/);
    const html = emailHtml(m);
    expect(html).toContain("<h2>Shipment details</h2>");
    expect(html).toContain(
      '<tr><th align="left">Chargeable weight (air)</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">250 kg (by volumetric weight; volumetric 250 kg)</td></tr>',
    );
    expect(html).toContain(
      '<tr><th align="left">Mode</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">Air freight</td></tr>',
    );
  });

  it.each([
    ["id", "1,250", '1.25 kg (typed "1,250")'],
    ["id", "1.250", '1,250 kg (typed "1.250")'],
    ["en", "1.250", '1.25 kg (typed "1.250")'],
  ] as const)(
    "shows what was typed beside a number that reads two ways (%s: %j), so sales can ask",
    (language, weightKg, shown) => {
      const text = emailText({ ...base, language, weightKg });
      expect(text).toContain(`| ${shown}\n`);
    },
  );

  // Typed with the unit the field's label names, as people write it.
  it.each([
    ["en", "weightKg", "500 kg", "500 kg"],
    ["id", "weightKg", "12kg", "12 kg"],
    ["id", "weightKg", "1.250 KG", '1,250 kg (typed "1.250 KG")'],
    ["ja", "weightKg", "１２０ｋｇ", "120 kg"],
    ["en", "volumeCbm", "12.5 cbm", "12.5 CBM"],
    ["en", "volumeCbm", "3 m³", "3 CBM"],
    ["zh", "volumeCbm", "4 CBM", "4 CBM"],
    // The Chinese label names the kilogram as 公斤 (千克 is its other name).
    ["zh", "weightKg", "500公斤", "500 kg"],
    ["zh", "weightKg", "1,250 千克", "1,250 kg"],
    // The kilogram as people say it.
    ["id", "weightKg", "500 kilo", "500 kg"],
    ["en", "weightKg", "500 kgs", "500 kg"],
    ["ja", "weightKg", "500キロ", "500 kg"],
    // Pieces counted in the word the label counts them in ("Jumlah koli", "件数", "個数").
    ["id", "pieces", "4 koli", "4"],
    ["en", "pieces", "12 pieces", "12"],
    ["zh", "pieces", "4件", "4"],
    ["ja", "pieces", "４個", "4"],
  ] as const)("reads %s: %s = %j with its unit as %j", (language, field, typed, shown) => {
    expect(problemsOf({ language, [field]: typed })).toEqual([]);
    const text = emailText({ ...base, language, [field]: typed });
    expect(text).toContain(`| ${shown}\n`);
  });

  // Containers counted in the word the label counts them in ("Jumlah kontainer", "コンテナの本数").
  it.each([
    ["id", "2 kontainer", "2"],
    ["en", "3 containers", "3"],
    ["ja", "2本", "2"],
    ["zh", "3个", "3"],
  ] as const)("reads %s: containers = %j as %j", (language, typed, shown) => {
    const fcl = {
      language,
      serviceType: "ekspedisi-laut",
      mode: "sea-fcl",
      containerType: "40ft",
      containerCount: typed,
    } as const;
    expect(problemsOf(fcl)).toEqual([]);
    expect(emailText({ ...base, ...fcl })).toContain(`| ${shown} x 40ft (`);
  });

  it.each([
    ["en", "1,250", "1,250 kg"],
    ["ja", "１，２５０", "1,250 kg"],
    ["id", "1.250,5", "1,250.5 kg"],
    ["id", "120,5", "120.5 kg"],
    ["en", "12", "12 kg"],
  ] as const)("shows a number that reads one way only as read (%s: %j)", (language, weightKg, shown) => {
    const text = emailText({ ...base, language, weightKg });
    expect(text).toContain(`| ${shown}\n`);
    expect(text).not.toContain("typed");
  });

  it.each([
    ["id", "weightKg", "0,0004", "0.0004 kg"],
    ["en", "weightKg", "12.3456", "12.3456 kg"],
    ["ja", "volumeCbm", "０．１２３４５", "0.12345 CBM"],
  ] as const)("shows a number with every digit read, not rounded (%s: %s %j)", (language, field, typed, shown) => {
    const text = emailText({ ...base, language, [field]: typed });
    expect(text).toContain(`| ${shown}\n`);
  });

  it("shows sea LCL with its weight/measure, and FCL with its containers", () => {
    const lcl: FormMessage = { ...base, language: "en", mode: "sea-lcl", weightKg: "3,400", volumeCbm: "2.5" };
    expect(seaWeightMeasure(2.5 * 1_000_000, 3400).weightMeasure).toBe(3.4);
    expect(emailText(lcl)).toMatch(/W\/M \(sea LCL\) +\| 3\.4 \(by weight; 2\.5 CBM, 3\.4 t\)/);
    expect(emailHtml(lcl)).toContain(
      '<th align="left">W/M (sea LCL)</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">3.4 (by weight; 2.5 CBM, 3.4 t)</td>',
    );
    const fcl: FormMessage = {
      ...base,
      language: "ja",
      mode: "sea-fcl",
      containerType: "40ftHc",
      containerCount: "2",
      cargo: "<script>",
    };
    expect(emailText(fcl)).toMatch(/Containers +\| 2 x 40ft high cube/);
    expect(emailHtml(fcl)).toContain(
      '<td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">&lt;script&gt;</td>',
    );
  });
});

describe.each(languageCodes)("shipment problem texts in %s", (language) => {
  const texts = JSON.parse(
    readFileSync(path.resolve(__dirname, `../../../content/locales/${language}/formResults.json`), "utf8"),
  );
  const lookup = (key: string) =>
    key.split(".").reduce<unknown>((v, part) => (v as Record<string, unknown> | undefined)?.[part], texts);
  it.each<FieldProblem>([
    { field: "pieces", reason: "notNumber" },
    { field: "pieces", reason: "notPositive" },
    { field: "pieces", reason: "notWhole" },
    { field: "weightKg", reason: "tooLarge", limit: 10 },
    { field: "readyDate", reason: "notDate" },
    { field: "readyDate", reason: "pastDate" },
    { field: "containerType", reason: "fclOnly" },
    { field: "containerType", reason: "required" },
  ])("$field $reason has a text", (problem) => {
    expect(typeof lookup(problemKey(problem))).toBe("string");
    if (problem.reason === "tooLarge") expect(lookup("tooLarge")).toContain("{{max}}");
  });
});
