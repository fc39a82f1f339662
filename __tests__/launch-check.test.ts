import company from "../content/company.json";
import { checkLaunchFacts, exampleDetails, expiredRates, placeholderAddress } from "../src/node/launch-check";

// A production deploy with an example value of content/company.json (the phone, also the WhatsApp
// number, the email, a rate's last day...) stops the build with a message naming the file and
// field; previews and local builds only warn.

const reporter = () => ({ panicOnBuild: jest.fn(), warn: jest.fn() });
/** A build that knows the site's address, as on Netlify: no warning about the placeholder. */
const addressed = { URL: "https://lintasbatam.netlify.app" };
/** company.json as the company confirmed it: no "...IsExample" mark left anywhere. */
const unmarked = (value: unknown): unknown =>
  typeof value !== "object" || value === null || Array.isArray(value)
    ? value
    : Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !key.endsWith("IsExample"))
          .map(([key, v]) => [key, unmarked(v)]),
      );
const confirmed = {
  ...(unmarked(company) as typeof company),
  phone: "+62 778 123 4567",
  email: "sales@lintasbatam.co.id",
};

describe("the launch check of the company's example values", () => {
  it("names each example contact detail of content/company.json with its field and value", () => {
    const problems = exampleDetails({
      ...confirmed,
      phone: "+62 778 000 0000",
      phoneIsExample: true,
      email: "info@example.com",
      emailIsExample: true,
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('content/company.json "phone" is an example value ("+62 778 000 0000")');
    expect(problems[0]).toContain("WhatsApp");
    expect(problems[1]).toContain('content/company.json "email" is an example value ("info@example.com")');
  });

  it("stops a production build (CONTEXT=production) on an example contact detail", () => {
    const r = reporter();
    checkLaunchFacts(
      r,
      { ...addressed, CONTEXT: "production" },
      { ...confirmed, email: "info@example.com", emailIsExample: true },
    );
    expect(r.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(r.panicOnBuild.mock.calls[0][0]).toContain('content/company.json "email"');
    expect(r.warn).not.toHaveBeenCalled();
  });

  it("stops a production build on an example value that is a promise, naming its field, value and mark", () => {
    const r = reporter();
    checkLaunchFacts(
      r,
      { ...addressed, CONTEXT: "production" },
      { ...confirmed, warehouse: { ...confirmed.warehouse, storageRatePeriodDaysIsExample: true } },
    );
    expect(r.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = r.panicOnBuild.mock.calls[0][0];
    expect(message).toContain('content/company.json "warehouse.storageRatePeriodDays" is an example value (30)');
    expect(message).toContain('remove "storageRatePeriodDaysIsExample"');
    expect(message).not.toContain('"phone"');
  });

  it("names every example value of today's content/company.json, the rates' last days among them", () => {
    const problems = exampleDetails(company);
    expect(problems.some((p) => p.startsWith('content/company.json "phone"'))).toBe(true);
    expect(problems.some((p) => p.startsWith('content/company.json "rates.sea.lcl.validUntil"'))).toBe(true);
    expect(problems.some((p) => p.startsWith('content/company.json "warehouse.storageRatePeriodDays"'))).toBe(true);
  });

  it.each([
    ["a deploy preview", { ...addressed, CONTEXT: "deploy-preview" }],
    ["a branch deploy", { ...addressed, CONTEXT: "branch-deploy" }],
    ["a local build", { SITE_URL: "http://localhost:8888" }],
  ])("only warns in %s", (_, env) => {
    const r = reporter();
    checkLaunchFacts(r, env, { ...confirmed, phone: "+62 778 000 0000", phoneIsExample: true });
    expect(r.panicOnBuild).not.toHaveBeenCalled();
    expect(r.warn.mock.calls[0][0]).toContain('content/company.json "phone"');
  });

  it("lets a production build with the company's confirmed values through, silently", () => {
    const r = reporter();
    checkLaunchFacts(r, { ...addressed, CONTEXT: "production" }, confirmed);
    expect(r.panicOnBuild).not.toHaveBeenCalled();
    expect(r.warn).not.toHaveBeenCalled();
  });
});

describe("the launch check of the rates' validity", () => {
  const withLcl = (validUntil: string) => ({
    ...confirmed,
    rates: { ...confirmed.rates, sea: { ...confirmed.rates.sea, lcl: { ...confirmed.rates.sea.lcl, validUntil } } },
  });
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it("offers a rate through its last day and names it from the day after", () => {
    expect(expiredRates(withLcl("2026-01-31"), day("2026-01-31"))).toEqual([]);
    const expired = expiredRates(withLcl("2026-01-31"), day("2026-02-01"));
    expect(expired).toHaveLength(1);
    expect(expired[0]).toContain('content/company.json "rates.sea.lcl.validUntil" is 2026-01-31');
  });

  it.each([
    ["a production deploy", { CONTEXT: "production" }],
    ["a local build", {}],
  ])("stops %s that would publish a rate past its validity, naming the rate", (_, env) => {
    const r = reporter();
    checkLaunchFacts(r, env, withLcl("2026-01-31"), day("2026-03-01"));
    expect(r.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(r.panicOnBuild.mock.calls[0][0]).toContain("rates.sea.lcl.validUntil");
    expect(r.panicOnBuild.mock.calls[0][0]).not.toContain("rates.sea.fcl");
  });

  it("finds every published rate of content/company.json valid today", () => {
    expect(expiredRates(company)).toEqual([]);
  });
});

describe("the launch check of the site's address", () => {
  it.each([
    ["neither SITE_URL nor URL is set", {}],
    ["SITE_URL is left at .env.example's placeholder", { SITE_URL: "https://www.lintasbatam.example/" }],
  ])("warns, naming the placeholder and SITE_URL, when %s", (_, env) => {
    const r = reporter();
    checkLaunchFacts(r, env, confirmed);
    expect(r.panicOnBuild).not.toHaveBeenCalled();
    expect(r.warn).toHaveBeenCalledTimes(1);
    expect(r.warn.mock.calls[0][0]).toContain("https://www.lintasbatam.example");
    expect(r.warn.mock.calls[0][0]).toContain("Set SITE_URL");
  });

  it.each([
    ["SITE_URL", { SITE_URL: "https://staging.lintasbatam.co.id" }],
    ["Netlify's URL", { URL: "https://lintasbatam.netlify.app" }],
  ])("says nothing when %s gives the address", (_, env) => {
    expect(placeholderAddress(env)).toBeUndefined();
  });
});
