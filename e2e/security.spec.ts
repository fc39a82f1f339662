import { createHash } from "crypto";
import path from "path";
import { expect, test } from "@playwright/test";
import { everyPage } from "./support/site";
import { recordProblems } from "./support/page-problems";
import { fakePostmarkURL } from "./support/servers";
import { gradeUrl } from "./support/observatory";
import {
  fill,
  formText,
  hydrated,
  openDialogHere,
  problemText,
  receivedFor,
  resultText,
  toast,
  visit,
  visitor,
  waitLikeAPerson,
  sendTimeout,
} from "./support/forms";
import { maxMessageLinks, minFillMs } from "../src/forms/shared/forms";
import { contentHashed } from "../src/node/content-hash";

// The security headers as the local Netlify server (netlify dev with public/_headers) sends
// them: that the CSP blocks nothing the site needs is checked on every page as it is used, in
// every-page.spec.ts; here, that the policies differ only by each page's script hashes, that a
// violation would be seen, the MDN HTTP Observatory's grade, and the abuse rules from a browser.

test("the pages' Content-Security-Policies differ only by the hashes of their inline scripts", async ({ request }) => {
  const withoutHashes = new Set<string>();
  for (const { path } of everyPage) {
    const policy = (await request.get(path)).headers()["content-security-policy"];
    expect(policy, path).toContain("script-src 'self' 'sha256-");
    withoutHashes.add(policy.replace(/ 'sha256-[^']+'/g, ""));
  }
  expect([...withoutHashes]).toHaveLength(1);
});

test("the violation listener works: an injected inline script is blocked and reported", async ({ page }) => {
  const recorded = await recordProblems(page);
  await visit(page, "/en/");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => recorded.violations.map((v) => v.directive)).toContain("script-src-elem");
});

test("JSON-LD blocks are data, not scripts: they have no hash in the CSP and cause no violation", async ({ page }) => {
  const recorded = await recordProblems(page);
  const response = await page.goto("/kontak/");
  const csp = response!.headers()["content-security-policy"];
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  for (const text of blocks) {
    expect(csp).not.toContain(createHash("sha256").update(text).digest("base64"));
    expect(() => JSON.parse(text)).not.toThrow();
  }
  await expect(page.locator("html[data-quote-ready]")).toHaveCount(1);
  expect(recorded.violations).toEqual([]);
});

test.describe("headers", () => {
  test("every page is graded A+ by the MDN HTTP Observatory (tests that need TLS left out)", async ({ baseURL }) => {
    // One sweep of every page: about half a second each on a quiet machine, so time for three times that.
    test.setTimeout(10_000 + everyPage.length * 1_500);
    for (const { path } of everyPage) {
      const { grade, score, tests } = await gradeUrl(new URL(path, baseURL).href);
      const failed = tests.filter((t) => !t.pass || t.scoreModifier < 0);
      expect({ path, grade, failed }).toEqual({ path, grade: "A+", failed: [] });
      expect(score).toBeGreaterThanOrEqual(100);
    }
  });

  test("the grader is not a rubber stamp: a response without the headers is not an A", async () => {
    const { grade, tests } = await gradeUrl(`${fakePostmarkURL}/__health`);
    expect(["A+", "A", "A-"]).not.toContain(grade);
    expect(tests.find((t) => t.name === "content-security-policy")?.pass).toBe(false);
  });

  test("the function's own answers carry its security headers", async ({ request }) => {
    const res = await request.post("/api/send-contact-email", { data: {} });
    expect(res.status()).toBe(422);
    expect(res.headers()).toMatchObject({
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-frame-options": "DENY",
      "referrer-policy": "no-referrer",
      "cross-origin-resource-policy": "same-origin",
    });
  });

  // netlify dev's static server sends its own Cache-Control ("public, max-age=0"), which
  // replaces the one from _headers (netlify-cli utils/static-server.js and proxy.js), so the
  // caching rules are read from public/_headers with Netlify's own parser and matched, as
  // Netlify does, against the files a page really loads.
  test("caching in _headers: HTML and page data revalidated, content-hashed files immutable", async ({ page }) => {
    const { parseAllHeaders } = await import("@netlify/headers-parser");
    const { headers: rules, errors } = await parseAllHeaders({
      headersFiles: [path.join("public", "_headers")] as never[],
      netlifyConfigPath: undefined,
      minimal: false,
    });
    expect(errors).toEqual([]);
    const cacheControl = (urlPath: string) => {
      const matching = (rules as { forRegExp: RegExp; values: Record<string, string> }[]).filter((r) =>
        r.forRegExp.test(urlPath),
      );
      return Object.assign({}, ...matching.map((r) => r.values))["Cache-Control"];
    };
    const loaded: string[] = [];
    page.on("requestfinished", (r) => loaded.push(new URL(r.url()).pathname));
    await visit(page, "/en/services/");
    // A client-side navigation, which fetches the next page's data and code.
    await page.locator('main a[href="/en/services/ekspedisi-laut/"]').first().click();
    await expect(page).toHaveURL(/\/en\/services\/ekspedisi-laut\/$/);
    // eslint-disable-next-line playwright/no-networkidle -- every request of the client-side navigation has been made, so the console has seen any refusal
    await page.waitForLoadState("networkidle");

    const revalidate = "public, max-age=0, must-revalidate";
    const immutable = "public, max-age=31536000, immutable";
    const hashedJs = loaded.filter((p) => contentHashed.test(p) && p.endsWith(".js"));
    const staticFiles = loaded.filter((p) => p.startsWith("/static/"));
    const pageData = loaded.filter((p) => p.startsWith("/page-data/"));
    expect(hashedJs.length).toBeGreaterThan(3);
    expect(staticFiles.length).toBeGreaterThan(0);
    expect(pageData).toContain("/page-data/en/services/ekspedisi-laut/page-data.json");
    for (const p of hashedJs) expect([p, cacheControl(p)]).toEqual([p, immutable]);
    for (const p of staticFiles) expect([p, cacheControl(p)]).toEqual([p, immutable]);
    for (const p of pageData) expect([p, cacheControl(p)]).toEqual([p, revalidate]);
    for (const p of ["/", "/en/services/", "/zh/kontak/", "/404.html"])
      expect([p, cacheControl(p)]).toEqual([p, revalidate]);
    // Files whose names do not change with their content are never cached for long.
    for (const p of [
      "/favicon.svg",
      "/site.webmanifest",
      "/robots.txt",
      "/page-data/sq/d/1.json",
      "/~partytown/partytown.js",
    ]) {
      expect([p, cacheControl(p)]).not.toEqual([p, immutable]);
    }
  });

  test("the headers every response shares, and no HSTS of our own (Netlify adds it on HTTPS)", async ({ request }) => {
    for (const url of ["/", "/en/kontak/", "/favicon.svg", "/page-data/app-data.json", "/zh/no-such-page/"]) {
      const headers = (await request.get(url)).headers();
      expect(headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
        "x-frame-options": "DENY",
      });
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"]).toBeUndefined();
    }
  });
});

test.describe("abuse from a browser", () => {
  test("a page on another site cannot send the form: CORS stops JSON, the Origin check stops the rest", async ({
    page,
    baseURL,
  }) => {
    const v = visitor("cross-site", "en");
    const endpoint = new URL("/api/send-contact-email", baseURL).href;
    const body = JSON.stringify({ ...v, formType: "contact", language: "en", elapsedMs: 9000 });
    // The fake Postmark's health page stands in for another site: another origin, no CSP.
    await page.goto(`${fakePostmarkURL}/__health`);
    const corsBlocked = await page.evaluate(
      async ([url, data]) =>
        fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: data }).then(
          () => false,
          () => true,
        ),
      [endpoint, body],
    );
    expect(corsBlocked).toBe(true);
    // A "simple" request needs no preflight, so it reaches the function, which refuses it.
    // The page cannot read that answer (it is opaque), so the test reads it on the way back.
    let status = 0;
    await page.route(endpoint, async (route) => {
      const answer = await route.fetch();
      status = answer.status();
      await route.fulfill({ response: answer });
    });
    const sent = await page.evaluate(
      async ([url, data]) =>
        fetch(url, { method: "POST", mode: "no-cors", headers: { "Content-Type": "text/plain" }, body: data }).then(
          (r) => r.type,
          () => "error",
        ),
      [endpoint, body],
    );
    expect(status).toBe(403);
    expect(["opaque", "error"]).toContain(sent);
    expect(await receivedFor(page, v.email)).toHaveLength(0);
  });

  test("the function refuses a foreign Origin header outright (403)", async ({ request }) => {
    const v = visitor("foreign-origin", "en");
    const res = await request.post("/api/send-contact-email", {
      headers: { Origin: "https://evil.example" },
      data: { ...v, formType: "contact", elapsedMs: 9000 },
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ ok: false, error: "forbidden_origin" });
    expect(res.headers()["access-control-allow-origin"]).toBeUndefined();
  });

  test("a person who fills and sends within a second is held, not dropped: the message arrives once", async ({
    page,
  }) => {
    const lang = "en";
    const v = visitor("too-fast", lang);
    const sent: { elapsedMs: number; at: number }[] = [];
    await page.route("**/api/send-contact-email", async (route) => {
      sent.push({ ...route.request().postDataJSON(), at: Date.now() });
      await route.continue();
    });
    // Loaded without useQuickTyping (e2e/support/forms.ts): the real trap, in real time.
    await page.goto("/en/");
    await hydrated(page);
    const dialog = await openDialogHere(page);
    const shown = Date.now();
    // As autofill does: every field at once, then Send.
    await fill(dialog, v);
    await dialog.locator('button[type="submit"]').click();
    const clicked = Date.now();
    expect(clicked - shown).toBeLessThan(1000);
    await expect(dialog.locator('button[type="submit"]')).toHaveText(formText(lang, "quote.sending"));
    await expect(toast(page, resultText(lang, "notices.quoteSuccess"))).toBeVisible({ timeout: sendTimeout });
    expect(sent).toHaveLength(1);
    // Held until the time trap's minimum had passed, measured in the browser from the dialog opening.
    expect(Number.isInteger(sent[0].elapsedMs)).toBe(true);
    expect(sent[0].elapsedMs).toBeGreaterThanOrEqual(minFillMs);
    expect(sent[0].at - clicked).toBeGreaterThan(minFillMs - 1000 - 200);
    expect(await receivedFor(page, v.email)).toHaveLength(1);
  });

  test("the time trap: a post sent 300 ms after the page loaded, skipping the form, is answered as a success and dropped", async ({
    page,
    baseURL,
  }) => {
    const bot = visitor("bot", "en");
    const res = await page.request.post(new URL("/api/send-contact-email", baseURL).href, {
      headers: { Origin: new URL(baseURL!).origin },
      data: { ...bot, formType: "quote", language: "en", elapsedMs: 300 },
    });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ ok: true, messageId: "" });
    // Wait as long as a delivery would take before reading the fake's log.
    // eslint-disable-next-line playwright/no-wait-for-timeout -- a check that no mail is sent: as long as a delivery would take
    await page.waitForTimeout(1000);
    expect(await receivedFor(page, bot.email)).toHaveLength(0);
  });

  test("a message with more than three links is refused and the message field marked", async ({ page }) => {
    const lang = "en";
    const v = {
      ...visitor("links", lang),
      message: "Deals: https://a.example https://b.example www.c.example ftp://d.example/x",
    };
    await visit(page, "/en/kontak/");
    const form = page.locator('main form[data-form="contact"]');
    await fill(form, v);
    await form.locator('[name="consent"]').check();
    await waitLikeAPerson(page);
    await form.locator('button[type="submit"]').click();
    await expect(toast(page, resultText(lang, "notices.invalidFields"))).toBeVisible();
    await expect(form.locator('[name="message"]')).toHaveAttribute("aria-invalid", "true");
    const reason = problemText(lang, { field: "message", reason: "tooManyLinks", limit: maxMessageLinks });
    await expect(form.locator("[data-field-error]")).toHaveCount(1);
    await expect(form.locator('[data-field-error] [aria-hidden="true"]')).toHaveText(reason);
    await expect(form.locator('[name="message"]')).toHaveAccessibleDescription(
      `${formText(lang, "notices.errorTitle")}: ${reason}`,
    );
    expect(await receivedFor(page, v.email)).toHaveLength(0);
  });
});
