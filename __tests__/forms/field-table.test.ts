import { contactFieldTable, type FieldDefinition } from "../../src/lib/contact-fields";
import { formFieldTable, shipmentFieldTable } from "../../src/lib/shipment-fields";
import { validateContactMessage, type ContactMessage } from "../../src/lib/contact-schema";
import { emailText } from "../../src/lib/contact-email";
import { fallbackLines } from "../../src/lib/contact-fallback";

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

  it.each(limited.map((field) => [field.name, field]))("%s refuses one character more than its maxLength, naming the limit", (_, field) => {
    const result = validateContactMessage(withValue(field, "7".repeat(field.maxLength! + 1)));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.find((p) => p.field === field.name)).toMatchObject({ reason: "tooLong", limit: field.maxLength });
  });

  it.each(formFieldTable.map((field) => [field.name, field]))("%s is required exactly when the table says so", (_, field) => {
    const result = validateContactMessage(withValue(field, ""));
    const refused = !result.ok && result.problems.some((p) => p.field === field.name && p.reason === "required");
    expect(refused).toBe(field.required);
  });

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
    const message = { ...valid, origin: "Batam", destination: "Singapore", mode: "air", cargo: "Parts", pieces: "2", weightKg: "100", volumeCbm: "1", readyDate: "2030-01-02", incoterm: "FOB", insurance: "yes" } as ContactMessage;
    const text = emailText(message);
    for (const field of shipmentFieldTable.filter((f) => f.name !== "containerType" && f.name !== "containerCount")) expect(text).toContain(field.emailLabel);
  });
});

describe("the pre-written mail of the failure fallback", () => {
  const texts = { label: (name: string, namespace: string) => `${namespace}:${name}`, choice: (name: string, value: string) => `${name}=${value}` };

  it("lists each field of the table but the message, shipment details only when given, flags as a tick", () => {
    const lines = fallbackLines(formFieldTable, { ...valid, serviceType: "bea-cukai", origin: "Batam", insurance: "yes" }, texts);
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

  it("keeps a value the table at hand does not describe", () => {
    const lines = fallbackLines(contactFieldTable, { ...valid, destination: "Osaka" }, texts);
    expect(lines).toContainEqual(["shipment:destination", "Osaka"]);
  });
});
