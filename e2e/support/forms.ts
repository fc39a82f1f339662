import { expect, type Locator, type Page, type Response } from "@playwright/test";
import { fakePostmarkURL } from "./servers";
import { localeText } from "./site";
import { labelled } from "./joins";
import type { FailureMode } from "./fake-postmark";
import { minFillMs } from "../../src/forms/shared/forms";
import { fieldDefinition } from "../../src/forms/shared/fields";
import { problemKey, type FieldProblem, type InvalidField } from "../../src/forms/shared/schema";
import { formActionPath, localizedPath, pagePaths } from "../../src/shared/routes";
import { wordSpace, type LanguageCode } from "../../src/shared/languages";
import { company, formatNumber } from "../../src/shared/facts";

// What the browser tests of the forms share: a visitor with a unique email (the fake
// Postmark's failure modes and its message log are per address, so tests run in parallel),
// filling, submitting like a person, and reading what the fake received.

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A text matched literally: what a RegExp would read as its own characters escaped. */
export const literally = (text: string) => new RegExp(escapeRegExp(text));

export interface Received {
  token: string;
  body: Record<string, string>;
}

export interface Visitor {
  fullName: string;
  company: string;
  email: string;
  phone: string;
  serviceType?: string;
  message: string;
}

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A string of content/locales/<lang>/form.json. */
export const formText = (lang: LanguageCode, key: string) => localeText(lang, "form", key);

/** How the company's mail names a service: in the inbox's language (content/company.json inboxLanguage). */
export const inboxServiceName = (serviceType: string) =>
  localeText(company.inboxLanguage as LanguageCode, "form", `services.${serviceType}`);

/** The mail's "Language" row for a page's language, in the inbox's language (English). */
export const inboxLanguageRow = (lang: LanguageCode) =>
  `Language: ${{ id: "Indonesian", en: "English", zh: "Chinese", ja: "Japanese" }[lang]} (${lang})`;

/** A string a form shows only after Send (content/locales/<lang>/formResults.json). */
export const resultText = (lang: LanguageCode, key: string) => localeText(lang, "formResults", key);

export function visitor(tag: string, lang: LanguageCode): Visitor {
  return {
    fullName: `Budi ${tag} ${lang}`,
    company: "PT Maju Jaya",
    email: uniqueEmail(`${tag}-${lang}`),
    phone: "+62 812 3456 7890",
    message: `Two 40ft containers to Singapore (${tag}, ${lang}).\nPlease quote.`,
  };
}

export async function receivedFor(page: Page, email: string): Promise<Received[]> {
  const res = await page.request.get(`${fakePostmarkURL}/__messages?replyTo=${encodeURIComponent(email)}`);
  return res.json();
}

/** The received page a form sent without scripts lands on: the function's, in the page's language. */
export const isReceivedPage = (lang: LanguageCode) => (url: URL) =>
  url.pathname === formActionPath &&
  url.searchParams.get("page") === "received" &&
  url.searchParams.get("language") === lang;

/** The mails sent to a visitor's own address: the acknowledgements. */
export async function acknowledgementsFor(page: Page, email: string): Promise<Received[]> {
  const res = await page.request.get(`${fakePostmarkURL}/__messages?to=${encodeURIComponent(email)}`);
  return res.json();
}

/** Makes the fake Postmark fail in the given way for this visitor's messages only. */
export async function failFor(page: Page, email: string, mode: FailureMode) {
  const res = await page.request.post(`${fakePostmarkURL}/__control`, { data: { mode, match: email } });
  expect(res.ok()).toBe(true);
}

export async function fill(f: Locator, v: Partial<Visitor>) {
  for (const name of ["fullName", "company", "email", "phone", "message"] as const) {
    if (v[name] !== undefined) await f.locator(`[name="${name}"]`).fill(v[name]!);
  }
  if (v.serviceType !== undefined) await f.locator('[name="serviceType"]').selectOption(v.serviceType);
}

export async function expectKept(f: Locator, v: Visitor) {
  for (const name of ["fullName", "company", "email", "phone", "message"] as const) {
    await expect(f.locator(`[name="${name}"]`)).toHaveValue(v[name]);
  }
  if (v.serviceType) await expect(f.locator('[name="serviceType"]')).toHaveValue(v.serviceType);
}

/** What a notice is in the page: sonner's toast (src/forms/browser/notices.tsx); it carries data-type="success" or "error". */
const noticeSelector = "[data-sonner-toast]";

/** The notice with this text, anywhere on the page (or inside `where`, e.g. the quote dialog). */
export const toast = (where: Page | Locator, text: string | RegExp) =>
  where.locator(noticeSelector).filter({ hasText: text });

/**
 * How long a sent form may take to show its outcome: the message goes through netlify dev's
 * function to the fake Postmark, which on two busy cores can take longer than expect's 5 s.
 */
export const sendTimeout = 15_000;

/**
 * Waits until React has hydrated the page: the forms root marks <html> once its click
 * listener for [data-quote-trigger] is attached (the dialog itself loads on demand).
 */
export const hydrated = (page: Page) => expect(page.locator("html[data-quote-ready]")).toHaveCount(1);

/**
 * Waits, after `hydrated` (the page's shell), until the parts that hydrate apart (the main
 * content and the footer, each its own Suspense boundary, hydrated later) have hydrated too:
 * React marks each element it has taken over with its fiber. `parts` names the elements waited
 * for: a service page's shipment details stay plain HTML until they are opened, so a test there
 * leaves out the fields.
 */
export async function everyPartHydrated(page: Page, parts = "main > *, main [name], footer, footer a") {
  await hydrated(page);
  await expect
    .poll(() =>
      page.evaluate(
        (parts) =>
          [...document.querySelectorAll(parts)].every((element) =>
            Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
          ),
        parts,
      ),
    )
    .toBe(true);
}

/**
 * A person takes seconds to fill in a form; the function drops messages sent sooner than
 * minFillMs after the form was shown (the time trap), and the forms hold a quicker send until
 * then. The forms measure that time with performance.now() (src/forms/browser/send-form.tsx),
 * so instead of waiting those seconds a test moves the page's performance.now() forward, and
 * nothing else: notices, timers and animations run as they do for a visitor (Playwright's clock,
 * which fakes them all, is used where a notice's own timing is tested). The real trap, in real
 * time, is proven once without it (e2e/security.spec.ts, "held, not dropped").
 */
const quickTyping = new WeakSet<object>();
export async function useQuickTyping(page: Page) {
  const context = page.context();
  if (quickTyping.has(context)) return;
  quickTyping.add(context);
  await context.addInitScript(() => {
    const now = performance.now.bind(performance);
    let skipped = 0;
    performance.now = () => now() + skipped;
    (window as unknown as { skipTypingTime: (ms: number) => void }).skipTypingTime = (ms) => void (skipped += ms);
  });
}

// The pages whose forms have been given a person's typing time, for expectNothingSent.
const typed = new WeakSet<Page>();

/** Gives the forms on the page the time a person takes to fill them in (see useQuickTyping). */
export async function waitLikeAPerson(page: Page) {
  if (!quickTyping.has(page.context()))
    throw new Error("waitLikeAPerson: load the page with visit, or call useQuickTyping before loading it");
  // A form notes when it was shown as it mounts, in the commit that also turns its browser checks
  // off (noValidate): the time is skipped after that, or the form would count from after the skip.
  // The form being filled is the open dialog's, or one on screen (one further down the page may
  // not have hydrated yet).
  await page.waitForFunction(() =>
    [...(document.querySelector("dialog[open]") ?? document).querySelectorAll<HTMLFormElement>("form[data-form]")]
      .filter((f) => {
        const box = f.getBoundingClientRect();
        return box.height > 0 && box.bottom > 0 && box.top < innerHeight;
      })
      .every((f) => f.noValidate),
  );
  await page.evaluate(
    (ms) => (window as unknown as { skipTypingTime: (ms: number) => void }).skipTypingTime(ms),
    minFillMs + 500,
  );
  typed.add(page);
}

/**
 * Waits until the scripts have taken the form over (its browser checks off). A Send before then
 * meets the browser's own check, with its own bubble and no notice: what a visitor without the
 * scripts gets. For the tests of what the scripts show (the named exception to acting at once).
 */
export async function formTakenOver(form: Locator) {
  await expect.poll(() => form.evaluate((f) => (f as HTMLFormElement).noValidate)).toBe(true);
}

/** Loads a page (with useQuickTyping) and waits until React has hydrated it. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  await useQuickTyping(page);
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Opens the quote dialog from the header of the page already loaded. */
export async function openDialogHere(page: Page): Promise<Locator> {
  await page.locator("header [data-quote-trigger]:visible").first().click();
  const dialog = page.locator("dialog[data-quote-dialog][data-ready]");
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function openQuoteDialog(page: Page, lang: LanguageCode): Promise<Locator> {
  await visit(page, localizedPath(pagePaths.home, lang));
  return openDialogHere(page);
}

export async function openContactForm(page: Page, lang: LanguageCode): Promise<Locator> {
  await visit(page, localizedPath(pagePaths.contact, lang));
  return page.locator('form[data-form="contact"]');
}

/** A link that opens a new tab is named by its text and a note saying so, in the page's language. */
const newTabName = (lang: LanguageCode, text: string) =>
  `${text}${wordSpace(lang)}${localeText(lang, "common", "a11y.newTab")}`;

/** The failure notice and the form offer email (pre-filled with the message), WhatsApp and phone. */
export async function expectFallbackLinks(where: Locator, v: Visitor, lang: LanguageCode) {
  const email = where.locator('a[data-fallback="email"]');
  const mailto = await email.getAttribute("href");
  const url = new URL(mailto!);
  expect(url.protocol).toBe("mailto:");
  // The address is written out too, for a visitor whose browser opens no mail program.
  await expect(email).toHaveText(formText(lang, "fallback.email"));
  await expect(email).toContainText(company.email);
  expect(url.searchParams.get("subject")).toContain(v.fullName);
  expect(url.searchParams.get("body")).toContain(v.message);
  expect(url.searchParams.get("body")).toContain(v.phone);
  // WhatsApp starts with a message naming the service (the text is checked in e2e/whatsapp.spec.ts).
  const whatsapp = where.locator('a[data-fallback="whatsapp"]');
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d{8,}\?text=.+$/);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAccessibleName(newTabName(lang, formText(lang, "fallback.whatsapp")));
  await expect(where.locator('a[data-fallback="phone"]')).toHaveAttribute("href", /^tel:\+\d{8,}$/);
}

/** The text a form shows under a refused field (and in the summary), in the page's language. */
export function problemText(lang: LanguageCode, problem: FieldProblem): string {
  const limit = problem.limit === undefined ? "" : formatNumber(problem.limit, lang);
  return resultText(lang, problemKey(problem))
    .replace(/\{\{(max|min)\}\}/g, limit)
    .replace(/\{\{(term|instead)\}\}/g, (_, name: "term" | "instead") => problem[name] ?? "");
}

/** A refused field's line in the summary above the form: the field's label, then its reason. */
export function summaryText(lang: LanguageCode, problem: FieldProblem): string {
  const label =
    problem.field === "consent"
      ? formText(lang, "contact.robot")
      : localeText(lang, fieldDefinition(problem.field)?.labelNamespace ?? "form", `fields.${problem.field}.label`);
  return labelled(lang, label, problemText(lang, problem));
}

/**
 * The field is marked invalid and its reason is under it, tied to it as its accessible
 * description (aria-describedby), with a hidden "Error:" for screen readers.
 */
export async function expectFieldProblem(f: Locator, lang: LanguageCode, problem: FieldProblem) {
  const field = f.locator(`[name="${problem.field}"]`);
  const text = problemText(lang, problem);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(labelled(lang, formText(lang, "notices.errorTitle"), text));
  const errorId = await field.getAttribute("aria-describedby");
  await expect(f.locator(`[id="${errorId}"]`)).toBeVisible();
  // The reason shown is the one heard.
  await expect(f.locator(`[id="${errorId}"] [aria-hidden="true"]`)).toHaveText(text);
}

/**
 * Whether the field is invalid as Chromium's accessibility tree has it, which is what screen
 * readers announce ("true" or "false"): it can differ from the attribute, as for a required box
 * not ticked, which the browser itself marks invalid.
 */
export async function invalidAsHeard(field: Locator): Promise<string | undefined> {
  const page = field.page();
  const cdp = await page.context().newCDPSession(page);
  const mark = `heard-${Math.random().toString(36).slice(2)}`;
  await field.evaluate((element, value) => element.setAttribute("data-heard", value), mark);
  try {
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `[data-heard="${mark}"]` });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    return nodes[0]?.properties?.find((property) => property.name === "invalid")?.value.value as string | undefined;
  } finally {
    await cdp.detach();
    await field.evaluate((element) => element.removeAttribute("data-heard"));
  }
}

/**
 * What a screen reader is told while the visitor stays where they are, as Chromium's
 * accessibility tree gives it: the texts in live regions that speak (polite or assertive; inside
 * one, an element with aria-live="off", as sonner's own list, speaks not), and the name of the
 * focused element.
 */
export async function announced(page: Page): Promise<{ live: string[]; focused: string | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    // The tree names only the regions that speak; those silenced are found in the DOM.
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const silenced = new Set<number>();
    const walk = (node: typeof root) => {
      const attributes = node.attributes ?? [];
      for (let i = 0; i < attributes.length; i += 2)
        if (attributes[i] === "aria-live" && attributes[i + 1] === "off") silenced.add(node.backendNodeId);
      node.children?.forEach(walk);
    };
    walk(root);
    type AXNode = (typeof nodes)[number];
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const property = (node: AXNode, name: string) => node.properties?.find((p) => p.name === name)?.value.value;
    const speaks = (node: AXNode | undefined): boolean => {
      for (; node; node = node.parentId ? byId.get(node.parentId) : undefined) {
        if (node.backendDOMNodeId !== undefined && silenced.has(node.backendDOMNodeId)) return false;
        const live = property(node, "live");
        if (live) return live !== "off";
      }
      return false;
    };
    const shown = nodes.filter((node) => !node.ignored);
    const live = shown.filter((node) => node.role?.value === "StaticText" && speaks(node));
    const focused = shown.find((node) => property(node, "focused") === true && node.role?.value !== "RootWebArea");
    return { live: live.map((node) => String(node.name?.value ?? "")), focused: focused?.name?.value as string };
  } finally {
    await cdp.detach();
  }
}

export async function expectNoFieldProblem(f: Locator, name: InvalidField) {
  const field = f.locator(`[name="${name}"]`);
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(field).not.toHaveAttribute("aria-describedby", /-error$/);
}

/**
 * Holds every script the page asks for (or those `scripts` matches) until release() is called: a
 * visitor on a slow phone acts on the painted page before the scripts arrive.
 */
export async function holdScripts(page: Page, scripts: RegExp = /\.js(\?.*)?$/): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Records every request the page makes to the form function. */
export function watchSends(page: Page): string[] {
  const sends: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/send-contact-email") sends.push(request.postData() ?? "");
  });
  return sends;
}

/**
 * Nothing was sent. The form was given a person's typing time before Send (waitLikeAPerson), so
 * it held nothing back: a send would have left at once. Gives it a moment to leave the page, then
 * checks that no request left and the fake received nothing.
 */
export async function expectNothingSent(page: Page, sends: readonly string[], email: string) {
  if (!typed.has(page))
    throw new Error("expectNothingSent: call waitLikeAPerson before Send, so the form holds nothing back");
  await page
    .waitForRequest((r) => new URL(r.url()).pathname === "/api/send-contact-email", { timeout: 1000 })
    .catch(() => null);
  expect(sends).toEqual([]);
  expect(await receivedFor(page, email)).toHaveLength(0);
}

/**
 * The confirmation a form shows in its place once its message is received, until the visitor
 * starts a new one: the reference, the reply time and what happens next. Returns the reference.
 */
export async function expectConfirmation(
  form: Locator,
  lang: LanguageCode,
  reference?: string,
): Promise<{ confirmation: Locator; reference: string }> {
  const confirmation = form.locator("xpath=..").locator("[data-confirmation]");
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await expect(form).toBeHidden();
  // It takes focus, so it is in view and read out.
  await expect(confirmation.getByRole("heading", { name: resultText(lang, "received.title") })).toBeFocused();
  await expect(confirmation).toBeInViewport();
  const shownReference = confirmation.locator("[data-reference]");
  await expect(shownReference).toHaveAttribute("data-reference", /^[QC]-[2-9A-HJKMNP-Z]{6}$/);
  if (reference) await expect(shownReference).toHaveAttribute("data-reference", reference);
  const shown = (await shownReference.getAttribute("data-reference"))!;
  await expect(confirmation).toContainText(resultText(lang, "received.reference").replace("{{reference}}", shown));
  // A contact message (C-) is told what happens next without a quote.
  const contact = shown.startsWith("C-");
  for (const step of ["read", "reply", "documents", "urgent"]) {
    const key = contact && (step === "read" || step === "reply") ? `${step}_contact` : step;
    await expect(confirmation).toContainText(resultText(lang, `received.steps.${key}`));
  }
  await expectReceivedContactLinks(confirmation, lang, shown);
  return { confirmation, reference: shown };
}

/**
 * What happens next (a form's confirmation, the received page) names the company's phone,
 * WhatsApp and email, each a link a phone opens: a call, a chat, a mail. With the message's
 * reference, the chat and the mail start with it.
 */
export async function expectReceivedContactLinks(where: Locator, lang: LanguageCode, reference: string) {
  const digits = company.phone.replace(/\D/g, "");
  const about = resultText(lang, "received.about").replace("{{reference}}", reference);
  const phone = where.locator('a[data-contact-link="phone"]');
  await expect(phone).toHaveAttribute("href", `tel:+${digits}`);
  await expect(phone).toHaveText(company.phone);
  const whatsapp = where.locator('a[data-contact-link="whatsapp"]');
  const chat = new URL((await whatsapp.getAttribute("href"))!);
  expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${digits}`);
  expect(chat.searchParams.get("text")).toBe(about);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
  await expect(whatsapp).toHaveText("WhatsApp");
  await expect(whatsapp).toHaveAccessibleName(newTabName(lang, "WhatsApp"));
  const email = where.locator('a[data-contact-link="email"]');
  const mail = new URL((await email.getAttribute("href"))!);
  expect(`${mail.protocol}${mail.pathname}`).toBe(`mailto:${company.email}`);
  expect(mail.searchParams.get("subject")).toBe(about);
  await expect(email).toHaveText(company.email);
}

/** The outline drawn around a field: how a checkbox, which draws no border, shows that it is refused. */
export const outlineOf = (field: Locator) =>
  field.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), colour: style.outlineColor };
  });
