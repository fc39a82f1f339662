import { contactFieldTable, type FieldDefinition } from "../../src/shared/contact-fields";
import { formFieldTable, shipmentFieldTable } from "../../src/shared/shipment-fields";
import { validateContactMessage, type ContactMessage } from "../../src/shared/contact-schema";
import { emailHtml, emailText } from "../../netlify/functions/lib/contact-email";
import { fallbackLines } from "../../src/shared/contact-fallback";

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
  const limited = formFieldTable.filter((field) => field.maxLength !== undefined && field.kind !== "date");

  it.each(limited.map((field) => [field.name, field]))(
    "%s refuses one character more than its maxLength, naming the limit",
    (_, field) => {
      const result = validateContactMessage(withValue(field, "7".repeat(field.maxLength! + 1)));
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.problems.find((p) => p.field === field.name)).toMatchObject({
          reason: "tooLong",
          limit: field.maxLength,
        });
    },
  );

  it.each(formFieldTable.map((field) => [field.name, field]))(
    "%s is required exactly when the table says so",
    (_, field) => {
      const result = validateContactMessage(withValue(field, ""));
      const refused = !result.ok && result.problems.some((p) => p.field === field.name && p.reason === "required");
      expect(refused).toBe(field.required);
    },
  );

  it("refuses a value a choice does not offer, and a flag other than yes", () => {
    for (const field of formFieldTable.filter((f) => f.kind === "choice" || f.kind === "flag")) {
      const result = validateContactMessage(withValue(field, "no-such-choice"));
      expect(result.ok ? [] : result.problems.map((p) => [p.field, p.reason])).toContainEqual([field.name, "invalid"]);
    }
  });
});

describe("the field table drives the mail", () => {
  it("labels every contact field given with its table label", () => {
    const text = emailText({ ...valid, serviceType: "ekspedisi-laut" } as ContactMessage, "Q-7K4M2P");
    for (const field of contactFieldTable) expect(text).toContain(`${field.emailLabel}:`);
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
      insurance: "yes",
    } as ContactMessage;
    const text = emailText(message);
    for (const field of shipmentFieldTable.filter((f) => f.name !== "containerType" && f.name !== "containerCount"))
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
    const result = validateContactMessage({ ...quote, elapsedMs: 5000 });
    expect(result.ok && result.message).toMatchObject({
      package: quote.package,
      mode: "sea-fcl",
      pieceSizes: quote.pieceSizes,
    });
    const contact = validateContactMessage({
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
    const result = validateContactMessage({ ...quote, package: "FCL\nLCL" });
    expect(result.ok ? [] : result.problems.map((p) => [p.field, p.reason])).toEqual([["package", "controlChars"]]);
  });

  it("are named in the company's mail: the package as chosen, each size on its own line in the column", () => {
    const result = validateContactMessage({ ...quote, elapsedMs: 5000 });
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
    expect(emailText({ ...valid, origin: "Batam" } as ContactMessage)).not.toContain("Package");
  });
});

describe("the pre-written mail of the failure fallback", () => {
  const texts = {
    label: (name: string, namespace: string) => `${namespace}:${name}`,
    choice: (name: string, value: string) => `${name}=${value}`,
  };

  it("lists each field of the table but the message, shipment details only when given, flags as a tick", () => {
    const lines = fallbackLines(
      formFieldTable,
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
    const lines = fallbackLines(formFieldTable, { ...valid, package: "LCL", pieceSizes }, texts);
    expect(lines).toContainEqual(["form:package", "LCL"]);
    expect(lines).toContainEqual(["shipment:pieceSizes", pieceSizes]);
    expect(lines.map(([label]) => label)).not.toContain("form:message");
  });

  it("keeps a value the table at hand does not describe", () => {
    const lines = fallbackLines(contactFieldTable, { ...valid, destination: "Osaka" }, texts);
    expect(lines).toContainEqual(["shipment:destination", "Osaka"]);
  });
});
