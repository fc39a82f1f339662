import { isHoneypotFilled, missingRequiredFields, validateContactMessage } from "../../src/lib/contact-schema";
import { contactServiceOptions, quoteServiceOptions, serviceTypeOfPage, servicePageOptions, serviceTypes } from "../../src/lib/contact-fields";
import { serviceSlugs } from "../../src/lib/services";
import { emailSubject, escapeHtml, headerSafe } from "../../src/lib/contact-email";
import { validBody } from "./helpers";

describe("contact message schema", () => {
  it("accepts a valid message and trims its strings", () => {
    const result = validateContactMessage({ ...validBody, fullName: "  Budi  ", company: " PT X ", message: "\n hi \n" });
    expect(result).toEqual({ ok: true, honeypot: "", elapsedMs: 8000, message: expect.objectContaining({ fullName: "Budi", company: "PT X", message: "hi" }) });
  });

  it("makes company and serviceType optional", () => {
    const { company: _c, serviceType: _s, ...rest } = validBody;
    const result = validateContactMessage(rest);
    expect(result.ok && result.message).toMatchObject({ company: "", serviceType: "" });
  });

  it.each([
    ["fullName", ""],
    ["fullName", " \t "],
    ["fullName", "x".repeat(101)],
    ["fullName", "Budi\nSantoso"],
    ["fullName", "Budi\u0007"],
    ["company", "x".repeat(151)],
    ["company", "PT\rX"],
    ["email", "no-at-sign"],
    ["email", `${"a".repeat(250)}@x.co`],
    ["phone", "0812"],
    ["phone", "0812 3456 789 ext. 5"],
    ["phone", "1".repeat(33)],
    ["serviceType", "International Freight"],
    ["message", ""],
    ["message", "x".repeat(5001)],
    ["message", "hi\u0000there"],
    ["formType", "QUOTE"],
    ["language", "fr"],
  ])("rejects %s = %j", (field, value) => {
    expect(validateContactMessage({ ...validBody, [field]: value })).toEqual({ ok: false, fields: [field] });
  });

  it("keeps line breaks and tabs in the message", () => {
    const result = validateContactMessage({ ...validBody, message: "a\r\n\tb" });
    expect(result.ok && result.message.message).toBe("a\r\n\tb");
  });

  it("lists missing required fields in form order", () => {
    expect(missingRequiredFields({ fullName: " ", email: "a@b.c", phone: "", message: "" })).toEqual(["fullName", "phone", "message"]);
  });

  it("detects a filled honeypot", () => {
    expect(isHoneypotFilled({ honeypot: "x" })).toBe(true);
    expect(isHoneypotFilled({ honeypot: "" })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled("honeypot")).toBe(false);
  });
});

describe("service types", () => {
  it("offers the SPEC's options per form", () => {
    expect(quoteServiceOptions).toEqual(["bea-cukai", "ekspedisi-laut", "ekspedisi-udara", "warehouse-distribusi", "international-freight", "other"]);
    expect(contactServiceOptions).toEqual(["bea-cukai", "ekspedisi-laut", "ekspedisi-udara", "warehouse-distribusi", "project-handling", "other"]);
  });

  it.each(serviceSlugs.map((s) => [s]))("the %s page pre-selects a known type that its form offers", (slug) => {
    expect(serviceTypes).toContain(serviceTypeOfPage[slug]);
    expect(servicePageOptions(slug)).toContain(serviceTypeOfPage[slug]);
  });
});

describe("mail text helpers", () => {
  it("flattens control characters and caps subject length", () => {
    expect(headerSafe("a\r\nb\u2028c")).toBe("a b c");
    expect(headerSafe("x".repeat(500))).toHaveLength(150);
  });

  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("names form type, name and company in the subject", () => {
    expect(emailSubject({ ...validBody, formType: "contact", serviceType: "", language: "en" })).toBe("Contact message from Budi Santoso (PT Maju Jaya)");
  });
});

describe("fallback links", () => {
  // Imported here so the schema tests and the link rules sit together.
  const { fallbackLinks } = require("../../src/lib/contact-fallback") as typeof import("../../src/lib/contact-fallback");
  const { company } = require("../../src/lib/facts") as typeof import("../../src/lib/facts");

  it("pre-fills a mailto link and builds wa.me and tel links from company.json", () => {
    const links = fallbackLinks("Quote request from Budi & Co", [["Name", "Budi"], ["Company", ""]], "Line 1\nLine 2");
    const url = new URL(links.mailto);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(company.email);
    expect(url.searchParams.get("subject")).toBe("Quote request from Budi & Co");
    expect(url.searchParams.get("body")).toBe("Name: Budi\n\nLine 1\nLine 2");
    const digits = company.phone.replace(/\D/g, "");
    expect(links.whatsapp).toBe(`https://wa.me/${digits}`);
    expect(links.tel).toBe(`tel:+${digits}`);
  });

  it("keeps long messages short enough for a mailto link", () => {
    expect(fallbackLinks("s", [], "x".repeat(10000)).mailto.length).toBeLessThan(4000);
  });
});
