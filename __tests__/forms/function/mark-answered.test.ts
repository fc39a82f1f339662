import { startFakePostmark, type FakePostmark } from "../../../e2e/support/fake-postmark";
import { contrastRatio } from "../../../e2e/support/contrast";
import { answeredLink, handleAnsweredRequest } from "../../../src/forms/function/mark-answered";
import { asDeployedSite, resolveDelivery } from "../../../src/forms/function/mail-sender";
import { peekLead } from "../../../src/forms/function/lead-store";
import { validateFormMessage } from "../../../src/forms/shared/schema";
import { placeholderSiteUrl } from "../../../src/node/site-url";
import {
  boundHandler,
  deployedFunctionEnv,
  functionUrl,
  netlifyDevEnv,
  postJson,
  postmarkEnv,
  testBlobs,
  validBody,
  type TestBlobs,
} from "./helpers";

// "Mark as answered" from the company's mail: a signed link to a page with one button. A GET
// never changes the record (mail scanners open links); the button's post marks it answered.

let fake: FakePostmark;
let blobs: TestBlobs;
beforeAll(async () => {
  fake = await startFakePostmark();
  blobs = await testBlobs();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const secret = "test-link-secret";
const env = (extra = {}) => postmarkEnv(fake.host, { LEADS_LINK_SECRET: secret, ...extra });
const now = Date.parse("2026-11-28T05:00:00Z");
const clock = { now: () => now };
const origin = new URL(functionUrl).origin;

/** Sends a quote; its reference and the link its company mail carries. */
async function sentQuote(extra = {}) {
  const { handle } = boundHandler(env(extra), { store: () => blobs.store, clock });
  const res = await handle(postJson(validBody));
  const { reference } = await res.json();
  const mail = fake.received.find((r) => r.body.ReplyTo === `"${validBody.fullName}" <${validBody.email}>`)!.body;
  const link = /Mark as answered \(no reminder then\): (\S+)/.exec(mail.TextBody as string)?.[1];
  return { reference, link, mail };
}

/** The link's path and query at the function under test. */
const local = (link: string) => {
  const url = new URL(link);
  return `${origin}${url.pathname}${url.search}`;
};

const open = (url: string, extra = {}) =>
  handleAnsweredRequest(new Request(url), { env: env(extra), store: () => blobs.store, clock, log: () => undefined });

const press = (fields: Record<string, string>, headers: Record<string, string> = { Origin: origin }) =>
  handleAnsweredRequest(
    new Request(`${origin}/api/mark-answered`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
    { env: env(), store: () => blobs.store, clock, log: () => undefined },
  );

/** The hidden fields of the page's one form. */
const formFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );

it("the company's mail carries a signed link for its reference, in text and HTML", async () => {
  const { reference, link, mail } = await sentQuote();
  expect(link).toMatch(
    new RegExp(`^https://www\\.lintasbatam\\.example/api/mark-answered\\?ref=${reference}&sig=[0-9a-f]{64}$`),
  );
  expect(mail.HtmlBody).toContain(`<a href="${link!.replace("&", "&amp;")}">Mark as answered</a>`);
});

it("points at the address the site is served at (netlify dev's URL under npm start), before SITE_URL", async () => {
  const { link } = await sentQuote({ URL: "http://localhost:8888", SITE_URL: "https://www.lintasbatam.example" });
  expect(link).toMatch(/^http:\/\/localhost:8888\/api\/mark-answered\?ref=/);
});

it("opening the link shows one button and changes nothing; the button marks the message answered, once", async () => {
  const { reference, link } = await sentQuote();
  const page = await open(local(link!));
  expect(page.status).toBe(200);
  expect(page.headers.get("cache-control")).toBe("no-store");
  const html = await page.text();
  expect(html).toContain(`<button type="submit">Mark ${reference} as answered</button>`);
  expect(html).toContain('<form method="post" action="/api/mark-answered">');
  // On the office's clock, as the reminder and npm run leads write it.
  expect(html).toContain("<p>Received at 28 Nov 2026, 12:00 WIB.");
  // Opened twice, as a mail scanner and then a person would: still unanswered.
  await open(local(link!));
  expect((await peekLead(blobs.store, reference))?.answeredAt).toBeUndefined();

  const pressed = await press(formFields(html));
  expect(pressed.status).toBe(200);
  expect(await pressed.text()).toContain("Marked as answered at 28 Nov 2026, 12:00 WIB.");
  expect((await peekLead(blobs.store, reference))?.answeredAt).toBe(new Date(now).toISOString());

  // Pressed again later: the first time stays.
  const later = await handleAnsweredRequest(
    new Request(`${origin}/api/mark-answered`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams(formFields(html)).toString(),
    }),
    { env: env(), store: () => blobs.store, clock: { now: () => now + 3_600_000 }, log: () => undefined },
  );
  expect(later.status).toBe(200);
  expect((await peekLead(blobs.store, reference))?.answeredAt).toBe(new Date(now).toISOString());
});

it("shows where the keyboard is with a ring at 3:1 or more against the page, as the site's pages do", async () => {
  const { link } = await sentQuote();
  const html = await (await open(local(link!))).text();
  const ring = /:focus-visible\{outline:3px solid #([0-9a-f]{6})/.exec(html)?.[1];
  expect(ring).toBeDefined();
  const rgb = [0, 2, 4].map((at) => parseInt(ring!.slice(at, at + 2), 16));
  expect(contrastRatio(rgb, [255, 255, 255])).toBeGreaterThanOrEqual(3);
});

describe("a link or post that was changed is refused, the record unchanged", () => {
  it("another reference with the signature of the first", async () => {
    const first = await sentQuote();
    fake.reset();
    const second = await sentQuote();
    const forged = local(first.link!).replace(first.reference, second.reference);
    const res = await open(forged);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("This link is not valid");
    const fields = { ref: second.reference, sig: new URL(first.link!).searchParams.get("sig")! };
    expect((await press(fields)).status).toBe(403);
    expect((await peekLead(blobs.store, second.reference))?.answeredAt).toBeUndefined();
  });

  it.each([
    ["a changed signature", (sig: string) => sig.replace(/^./, (c) => (c === "0" ? "1" : "0"))],
    ["a cut signature", (sig: string) => sig.slice(0, 40)],
    ["no signature", () => ""],
  ])("%s", async (_, change) => {
    const { reference, link } = await sentQuote();
    const url = new URL(local(link!));
    url.searchParams.set("sig", change(url.searchParams.get("sig")!));
    expect((await open(url.toString())).status).toBe(403);
    expect((await press({ ref: reference, sig: url.searchParams.get("sig")! })).status).toBe(403);
    expect((await peekLead(blobs.store, reference))?.answeredAt).toBeUndefined();
  });

  it("a link made with another secret", async () => {
    const { reference, link } = await sentQuote({ LEADS_LINK_SECRET: "another-secret" });
    expect((await open(local(link!))).status).toBe(403);
    expect((await peekLead(blobs.store, reference))?.answeredAt).toBeUndefined();
  });

  it("the button's post from another site", async () => {
    const { reference, link } = await sentQuote();
    const html = await (await open(local(link!))).text();
    const res = await press(formFields(html), { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect((await peekLead(blobs.store, reference))?.answeredAt).toBeUndefined();
  });
});

it("deployed without LEADS_LINK_SECRET (production, a deploy preview or a branch deploy, which share the production store, each with only Netlify's URL, SITE_NAME and SITE_ID) the mail has no link, the log says why, and a link signed with the development secret is refused", async () => {
  const deployed = { LEADS_LINK_SECRET: "", ...deployedFunctionEnv };
  const { link, mail } = await sentQuote(deployed);
  expect(link).toBeUndefined();
  expect(mail.HtmlBody).not.toContain("mark-answered");
  const lines: string[] = [];
  resolveDelivery(env(deployed), (line) => lines.push(line));
  expect(lines).toEqual([
    "send-contact-email: LEADS_LINK_SECRET is not set: the company's mail has no Mark as answered link",
  ]);
  fake.reset();
  // netlify dev, also for a linked site, signs with the development secret.
  const linkedDev = { LEADS_LINK_SECRET: "", ...netlifyDevEnv };
  const { reference, link: signedLocally } = await sentQuote(linkedDev);
  expect(signedLocally).toBeDefined();
  expect((await open(local(signedLocally!), linkedDev)).status).toBe(200);
  expect((await open(local(signedLocally!), deployed)).status).toBe(403);
  expect((await peekLead(blobs.store, reference))?.answeredAt).toBeUndefined();
});

it("npm run leads on the live site's store sends as the deployed site: no outbox, and no link signed with the development secret", () => {
  // No Postmark settings: nothing is sent, and the settings are named, rather than a live message
  // written to a local outbox and marked delivered.
  expect(resolveDelivery(asDeployedSite({}), () => undefined)).toEqual({
    kind: "misconfigured",
    missing: ["POSTMARK_SERVER_TOKEN", "CONTACT_FROM_EMAIL", "CONTACT_TO_EMAIL"],
  });
  // Nor with .env.example's addresses, copied to a staff computer: the lead would be marked delivered to nobody.
  expect(
    resolveDelivery(
      asDeployedSite(
        postmarkEnv(fake.host, { CONTACT_FROM_EMAIL: "website@example.com", CONTACT_TO_EMAIL: "sales@example.com" }),
      ),
      () => undefined,
    ),
  ).toEqual({
    kind: "misconfigured",
    missing: [
      "CONTACT_FROM_EMAIL (website@example.com is an example address)",
      "CONTACT_TO_EMAIL (sales@example.com is an example address)",
    ],
  });
  const settings = postmarkEnv(fake.host, { LEADS_LINK_SECRET: "" });
  expect(resolveDelivery(asDeployedSite(settings), () => undefined).kind).toBe("postmark");
  expect(answeredLink("Q-7K4M2P", settings)).toBeDefined();
  expect(answeredLink("Q-7K4M2P", asDeployedSite(settings))).toBeUndefined();
  // With the site's secret, the link the site accepts.
  expect(answeredLink("Q-7K4M2P", asDeployedSite(env()))).toBe(
    answeredLink("Q-7K4M2P", env({ CONTEXT: "production" })),
  );
});

// `npm run leads -- redeliver REF` on the live site's store sends from a staff computer
// (asDeployedSite), where Netlify's URL, which the "Mark as answered" link takes first, is not
// set; .env.example sets SITE_URL to the placeholder host. The company's mail must then carry no
// link to a host that does not exist (or the command must refuse and name the setting).
describe("npm run leads on the live site's store, without the site's address", () => {
  const checked = validateFormMessage(validBody);
  if (!checked.ok) throw new Error("validBody must be valid");

  it.each([
    ["SITE_URL as .env.example sets it", { SITE_URL: placeholderSiteUrl }],
    ["no SITE_URL", {}],
  ])(
    "redelivered from a staff computer with %s: no Mark as answered link to the placeholder host",
    async (_, siteUrl) => {
      fake.reset();
      const env = asDeployedSite(postmarkEnv(fake.host, { LEADS_LINK_SECRET: "the-sites-own-secret", ...siteUrl }));
      const delivery = resolveDelivery(env, () => undefined);
      if (delivery.kind === "misconfigured") {
        expect(delivery.missing.join(" ")).toMatch(/URL/);
        return;
      }
      await delivery.sender.send(checked.message, { reference: "Q-7K4M2P", receivedAt: new Date().toISOString() });
      expect(fake.received).toHaveLength(1);
      const text = String(fake.received[0].body.TextBody);
      const link = /Mark as answered \(no reminder then\): (\S+)/.exec(text)?.[1];
      expect(link ?? "").not.toContain(placeholderSiteUrl);
      expect(String(fake.received[0].body.HtmlBody)).not.toContain(`${placeholderSiteUrl}/api/mark-answered`);
    },
  );

  it("refuses to send, saying to set SITE_URL; with the site's address in SITE_URL the link goes there; locally the placeholder stays", () => {
    const fromStaff = (extra = {}) => asDeployedSite(env(extra));
    expect(resolveDelivery(fromStaff({ SITE_URL: placeholderSiteUrl }), () => undefined)).toEqual({
      kind: "misconfigured",
      missing: [
        `SITE_URL (the Mark as answered link would go to ${placeholderSiteUrl}: set SITE_URL to the site's address)`,
      ],
    });
    const site = fromStaff({ SITE_URL: "https://www.lintasbatam.co.id" });
    expect(resolveDelivery(site, () => undefined).kind).toBe("postmark");
    expect(answeredLink("Q-7K4M2P", site)).toMatch(
      /^https:\/\/www\.lintasbatam\.co\.id\/api\/mark-answered\?ref=Q-7K4M2P&/,
    );
    // No link, nothing to refuse: the mail goes without it, as deployed without the secret.
    expect(resolveDelivery(asDeployedSite(env({ LEADS_LINK_SECRET: "" })), () => undefined).kind).toBe("postmark");
    // netlify dev's store and the tests: the placeholder link, and the mail sent.
    expect(resolveDelivery(env(), () => undefined).kind).toBe("postmark");
    expect(answeredLink("Q-7K4M2P", env())).toMatch(new RegExp(`^${placeholderSiteUrl}/api/mark-answered\\?`));
  });
});

it("logs the time a message was marked answered once, when it was written; a second press logs nothing", async () => {
  const { reference, link } = await sentQuote();
  const html = await (await open(local(link!))).text();
  const lines: string[] = [];
  const pressLogged = () =>
    handleAnsweredRequest(
      new Request(`${origin}/api/mark-answered`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        body: new URLSearchParams(formFields(html)).toString(),
      }),
      { env: env(), store: () => blobs.store, clock, log: (line) => lines.push(line) },
    );
  expect((await pressLogged()).status).toBe(200);
  expect((await pressLogged()).status).toBe(200);
  expect(lines).toEqual([`mark-answered: ${reference} answered at ${new Date(now).toISOString()}`]);
});

it("a message store that cannot be reached gives staff a page saying to try again, and logs the reference", async () => {
  const { reference, link } = await sentQuote();
  const errors: string[] = [];
  const broken = {
    env: env(),
    clock,
    log: () => undefined,
    logError: (line: string) => errors.push(line),
    store: () => Promise.reject(new Error("blobs down")),
  };
  const opened = await handleAnsweredRequest(new Request(local(link!)), broken);
  expect(opened.status).toBe(503);
  expect(opened.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(await opened.text()).toContain("<h1>Try again later</h1>");
  const url = new URL(link!);
  const pressed = await handleAnsweredRequest(
    new Request(`${origin}/api/mark-answered`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams({ ref: reference, sig: url.searchParams.get("sig")! }).toString(),
    }),
    broken,
  );
  expect(pressed.status).toBe(503);
  expect(errors).toHaveLength(2);
  expect(errors[0]).toContain(
    `mark-answered: ${reference}: the message store cannot be read or written: Error: blobs down`,
  );
});

it("its pages carry the functions' headers: not cached, sniffed or framed, loading only their stylesheet", async () => {
  const { link } = await sentQuote();
  for (const res of [await open(local(link!)), await open(`${origin}/api/mark-answered?ref=Q-AAAAAA&sig=00`)]) {
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(res.headers.get("content-security-policy")).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'$/,
    );
  }
});
