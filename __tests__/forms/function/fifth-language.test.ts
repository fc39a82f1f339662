import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { startFakePostmark, type FakePostmark } from "../../../e2e/support/fake-postmark";
import type { LanguagesFile } from "../../../src/shared/languages";
import { postForm, postmarkEnv, testBlobs, redirectedTo } from "./helpers";
import { malay } from "../../support/malay";

// A fifth language (Malay) added to a copy of the content the way CONTRIBUTING.md says, with
// a few of its texts made to differ from the Indonesian they were copied from, and the forms
// posted without scripts in it: the function answers in Malay with no code change.
//
// The function reads the texts from the copy (FUNCTION_CONTENT_DIR). content/languages.json and
// content/company.json are bundled into the function when it is deployed, so a deploy of the new
// content carries them: here the function's modules are loaded afresh with the copy's two files
// in their place.

const realContent = path.resolve(__dirname, "../../../content");
const root = mkdtempSync(path.join(tmpdir(), "fifth-language-"));
const content = (...p: string[]) => path.join(root, "content", ...p);
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;
function editJson<T>(file: string, edit: (data: T) => void) {
  const data = readJson<T>(file);
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** Texts of the Malay copy that differ from the Indonesian ones. */
const malayTexts = {
  fullName: "Nama Penuh",
  seaFreight: "Penghantaran Laut",
  home: "Laman Utama",
  receivedTitle: "Mesej diterima",
  invalidTitle: "Mesej anda belum dihantar",
  emailReason: "Masukkan alamat e-mel yang sah, contohnya nama@syarikat.com",
  consentReason: "Tandakan 'Saya bukan robot' untuk menghantar mesej",
  lclPackage: "LCL (Kongsi Kontena)",
};

function addMalay() {
  cpSync(realContent, content(), { recursive: true });
  editJson<LanguagesFile>(content("languages.json"), (file) => {
    file.languages = [...file.languages, malay];
  });
  cpSync(content("locales", "id"), content("locales", "ms"), { recursive: true });
  editJson<{
    air: { cutoffTimeZone: Record<string, string> };
    openingHours: { emergency: Record<string, string> };
    claims: { support: Record<string, string> };
  }>(content("company.json"), (company) => {
    company.air.cutoffTimeZone.ms = "WIB";
    company.openingHours.emergency.ms = "24/7";
    company.claims.support.ms = "24/7";
  });
  editJson<{ fields: { fullName: { label: string } }; services: Record<string, string> }>(
    content("locales", "ms", "form.json"),
    (form) => {
      form.fields.fullName.label = malayTexts.fullName;
      form.services["ekspedisi-laut"] = malayTexts.seaFreight;
    },
  );
  editJson<{ email: string; consent: string; received: { title: string } }>(
    content("locales", "ms", "formResults.json"),
    (results) => {
      results.email = malayTexts.emailReason;
      results.consent = malayTexts.consentReason;
      results.received.title = malayTexts.receivedTitle;
    },
  );
  editJson<{ invalid: { title: string } }>(content("locales", "ms", "formAnswers.json"), (answers) => {
    answers.invalid.title = malayTexts.invalidTitle;
  });
  editJson<{ nav: { home: string } }>(content("locales", "ms", "common.json"), (common) => {
    common.nav.home = malayTexts.home;
  });
  // Each service page copied, the sea freight page's first price package named in Malay.
  for (const slug of readdirSync(content("services")))
    cpSync(content("services", slug, "id.mdx"), content("services", slug, "ms.mdx"));
  const sea = content("services", "ekspedisi-laut", "ms.mdx");
  writeFileSync(sea, readFileSync(sea, "utf8").replace('- name: "LCL"', `- name: "${malayTexts.lclPackage}"`));
}

let fake: FakePostmark;
let handle: (req: Request) => Promise<Response>;
const savedContentDir = process.env.FUNCTION_CONTENT_DIR;

beforeAll(async () => {
  addMalay();
  process.env.FUNCTION_CONTENT_DIR = content();
  jest.resetModules();
  jest.doMock("../../../content/languages.json", () => readJson(content("languages.json")));
  jest.doMock("../../../content/company.json", () => readJson(content("company.json")));
  const { handleFormRequest } = await import("../../../src/forms/function/handler");
  fake = await startFakePostmark();
  const { store } = await testBlobs();
  handle = (req) =>
    handleFormRequest(req, {
      env: postmarkEnv(fake.host),
      log: () => undefined,
      logError: () => undefined,
      store: () => store,
    });
});
afterAll(async () => {
  if (savedContentDir === undefined) delete process.env.FUNCTION_CONTENT_DIR;
  else process.env.FUNCTION_CONTENT_DIR = savedContentDir;
  await fake?.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => fake.reset());

const quoteForm = {
  formType: "quote",
  language: "ms",
  fullName: "Aminah binti Yusof",
  company: "Syarikat Maju Sdn Bhd",
  email: "aminah@example.com.my",
  // A Malaysian mobile number typed as at home, without the country code.
  phone: "012-345 6789",
  serviceType: "ekspedisi-laut",
  message: "Kami perlu menghantar kargo ke Johor Bahru.",
  mode: "sea-lcl",
  // 1250 kg as Malay writes it (in Indonesian this would be 1.25).
  weightKg: "1,250",
  volumeCbm: "2.5",
  website: "",
};
const contactForm = { ...quoteForm, formType: "contact", consent: "on" };

describe("a fifth language added by its files alone, through the function", () => {
  it.each([
    ["quote", quoteForm],
    ["contact", contactForm],
  ])("sends the %s form's visitor to the received page in Malay, with the reference", async (_formType, form) => {
    const res = await handle(postForm(form));
    expect(res.status).toBe(303);
    const location = redirectedTo(res);
    expect(location.searchParams.get("page")).toBe("received");
    expect(location.searchParams.get("language")).toBe("ms");
    const reference = location.searchParams.get("ref")!;
    const page = await (await handle(new Request(location))).text();
    expect(page).toContain('<html lang="ms">');
    expect(page).toContain(`<h1>${malayTexts.receivedTitle}</h1>`);
    expect(page).toContain(`>${malayTexts.home}</a>`);
    expect(page).toContain(reference);
    expect(fake.received).toHaveLength(1);
  });

  it("mails the company in the inbox's language, reading what the visitor typed as Malay writes it", async () => {
    const res = await handle(postForm(quoteForm));
    expect(res.status).toBe(303);
    const mail = fake.received[0].body as Record<string, string>;
    const text = mail.TextBody;
    // Labels and service names in the inbox's language (English), never the page's.
    expect(text).toContain("Name: Aminah binti Yusof");
    expect(text).toContain("Service: Sea Freight");
    expect(text).not.toContain(malayTexts.seaFreight);
    expect(mail.HtmlBody).toContain(
      '<th align="left">Service</th><td dir="auto" style="overflow-wrap:anywhere;word-break:break-word">Sea Freight</td>',
    );
    // What follows from the visitor's language: its name and code, the phone read in its country, the
    // numbers read with its separators.
    expect(text).toContain("Language: Malay (ms)");
    expect(text).toContain(
      "Phone (international): +60 12 345 6789 (no country code typed: read as a number in Malaysia)",
    );
    expect(text).toContain("WhatsApp: https://wa.me/60123456789");
    expect(text).toMatch(/^Gross weight +\| 1,250 kg$/m);
    expect(text).toMatch(/^Volume +\| 2\.5 CBM$/m);
    expect(text).toMatch(/^Mode +\| Sea freight, shared container \(LCL\)$/m);
  });

  it("names a price package in the company's mail as the inbox's page does, with the Malay page's name and the price", async () => {
    const res = await handle(postForm({ ...quoteForm, package: "sea-lcl" }));
    expect(res.status).toBe(303);
    const text = (fake.received[0].body as Record<string, string>).TextBody;
    expect(text).toMatch(
      new RegExp(`^Package +\\| LCL \\(the visitor's page: ${malayTexts.lclPackage.replace(/[()]/g, "\\$&")}\\)$`, "m"),
    );
    expect(text).toMatch(/^Price applies to +\| Export: from Batam to other countries$/m);
    expect(text).toMatch(/^Package price +\| USD\u00a045 per CBM \(valid until 30 June 2027\)$/m);
    // The function's form names it as the Malay page does.
    const again = await (await handle(postForm({ ...quoteForm, package: "sea-lcl", email: "aminah@" }))).text();
    expect(again).toMatch(
      new RegExp(`<option value="sea-lcl" selected="">${malayTexts.lclPackage.replace(/[()]/g, "\\$&")} \\(`),
    );
  });

  it("answers a quote form with refused fields with the page of reasons in Malay", async () => {
    const res = await handle(postForm({ ...quoteForm, email: "aminah@" }));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<html lang="ms">');
    expect(html).toContain(`<h1>${malayTexts.invalidTitle}</h1>`);
    expect(html).toMatch(new RegExp(`<a href="#f-email"[^>]*>Email: ${malayTexts.emailReason}</a>`));
    // Shown as it is, heard with its "(required)" (the Indonesian note the copy keeps).
    expect(html).toMatch(
      new RegExp(
        `<label for="f-fullName"[^>]*><span class="sr-only">${malayTexts.fullName} \\([^<]+\\)</span><span aria-hidden="true">${malayTexts.fullName}<span`,
      ),
    );
    expect(html).toContain(`<option value="ekspedisi-laut" selected="">${malayTexts.seaFreight}</option>`);
    expect(html).toContain('<input type="hidden" name="language" value="ms"/>');
    expect(html).toContain(`<a href="/ms/">${malayTexts.home}</a>`);
    expect(fake.received).toHaveLength(0);
  });

  it("answers a contact form without the robot box ticked with the page of reasons in Malay", async () => {
    const { consent: _consent, ...unticked } = contactForm;
    const res = await handle(postForm(unticked));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<html lang="ms">');
    expect(html).toContain(`<h1>${malayTexts.invalidTitle}</h1>`);
    expect(html).toContain(`${malayTexts.consentReason.replace(/'/g, "&#x27;")}</a>`);
    expect(fake.received).toHaveLength(0);
  });
});
