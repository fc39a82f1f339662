import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";
import { expectIncotermsGuide, expectQuestionsOpenWithoutScripts, expectServiceAnswers } from "./support/answers";
import { expectNoAxeViolations } from "./support/axe";
import { constantsByPage } from "./support/business-constants";
import { expectLegalPage, expectWhatsAppAndPhone } from "./support/contact-links";
import { openDialogHere, visit } from "./support/forms";
import { expectHeaderBar, headerIsWhite } from "./support/header-bar";
import { expectCjkHeroTitle } from "./support/hero-title";
import { expectNothingOverlaps } from "./support/overlaps";
import { recordProblems } from "./support/page-problems";
import { expectHomePictures, expectServiceHeroPicture } from "./support/pictures";
import { sendAndExpectReceived } from "./support/sent-form";
import { expectSitemapPage } from "./support/sitemap-page";
import { expectHeroBesideText, expectPriceScopes } from "./support/service-page";
import {
  expectHeadingOrder,
  expectLanguageAndHeading,
  expectMetadata,
  expectNoSpaceBetweenWide,
  expectNotIndexed,
  expectPictures,
  expectText,
  expectUnitsWithNumbers,
} from "./support/served-page";
import { everyPage, expectedH1, htmlLang, localeText, normalise, sitePages, specPages } from "./support/site";
import { mapFrameOrigin } from "../src/node/csp";
import { isSpaceless, languageCodes } from "../src/shared/languages";
import { formPagePaths, localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { serviceSlugs } from "../src/shared/services";

// Every page (and an unknown path's 404 in each language), loaded twice, one test each. The
// checks live in e2e/support/, by what they are about.
// - As served, scripts off, the way search engines, social sites and a visitor whose scripts have
//   not run read it: its language and h1, metadata, text, pictures and heading order
//   (served-page.ts), and a 404 page kept out of search results; its WhatsApp and phone links and a legal page's text (contact-links.ts); a
//   sitemap page's links to every page of its language (sitemap-page.ts); no sideways scrolling
//   at 320 px; a service page's questions open (answers.ts).
// - With scripts: the header, white at the top but on the home page, and the bar at 320, 390 and
//   1280 px on the home and contact pages (header-bar.ts); the home and service heroes' pictures
//   (pictures.ts); a service page's hero layout, price scopes and answers, and the Incoterms
//   guide's table (service-page.ts, answers.ts); axe (WCAG 2.1 A and AA; axe.ts), also with the
//   phone menu open on the about pages and with the services menu and the quote dialog open on
//   the home pages; no sideways scrolling at 1280 and 320 px, with the phone menu open too;
//   nothing overlapping, and the header's controls apart, at four widths on some pages
//   (overlaps.ts); Chinese and Japanese hero titles at 320 and 390 px (hero-title.ts).
// - Used as a visitor would: the services menu, the map, the quote dialog, and on some pages a
//   form sent, with its notices, confirmation, mail and the next request (sent-form.ts); all
//   under the page's own Content-Security-Policy as netlify dev serves it from public/_headers,
//   with no CSP violation, no console error and no failed request.

/**
 * Where a form is also sent: in each language, one page of each form (the home page's dialog, the
 * contact form, the quote page's form, a service page's quote form). The pages' policies differ
 * only by the hashes of each page's own inline scripts (security.spec.ts checks that), which
 * sending a form does not touch, so sending the same form's code on every other page would only
 * repeat these.
 */
const sendingPages = new Set(
  languageCodes.flatMap((lang) =>
    [pagePaths.home, pagePaths.contact, formPagePaths.quote, servicePath(serviceSlugs[0])].map((p) =>
      localizedPath(p, lang),
    ),
  ),
);

/**
 * Where nothing in main may overlap and the header's controls must stay apart, at 375, 768, 1024
 * and 1280 px: a page of each kind (a service page with pricing), in Latin and in Japanese text.
 */
const overlapPages = new Set(
  (["id", "ja"] as const).flatMap((lang) =>
    [pagePaths.home, servicePath("ekspedisi-laut"), pagePaths.about, pagePaths.contact, pagePaths.services].map((p) =>
      localizedPath(p, lang),
    ),
  ),
);

/**
 * One context with scripts off per worker, a new tab in it for each page: such a page keeps
 * nothing (no script runs to store anything), so the pages need no context of their own.
 */
const test = base.extend<object, { scriptsOff: BrowserContext }>({
  scriptsOff: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
});

/** Whatever the page offers to send: its own form, or the quote dialog. */
function pageForm(page: Page) {
  return page.locator('main form[data-form="contact"], main form[data-form="service-quote"]').first();
}

const wide = { width: 1280, height: 900 };
const narrow = { width: 320, height: 640 };

/** How far the page scrolls sideways. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The service whose page this is, by the page's path in the default language. */
const serviceOf = (originalPath: string) => serviceSlugs.find((slug) => servicePath(slug) === originalPath);

test("the business constants are expected on pages that exist", () => {
  const paths = new Set(sitePages.map((p) => p.originalPath));
  expect(Object.keys(constantsByPage).filter((p) => !paths.has(p))).toEqual([]);
});

for (const { path, language: lang, page } of everyPage) {
  const sends = sendingPages.has(path);
  const service = page && serviceOf(page.originalPath);
  test(`${path}: as served, and used with scripts (menu, dialog, map${sends ? ", a form sent" : ""})`, async ({
    scriptsOff,
    page: tab,
    request,
  }) => {
    // Two loads, a form sent, axe and the page's own parts used: twice the default on two busy cores.
    test.setTimeout(60_000);
    await test.step("as served, scripts off", async () => {
      const served = await scriptsOff.newPage();
      const response = await served.goto(path);
      expect(response?.status()).toBe(page ? 200 : 404);
      if (page) {
        await expectLanguageAndHeading(served, page);
        await expectMetadata(served, page, request);
        await expectText(served, page);
        await expectWhatsAppAndPhone(served, page);
        await expectLegalPage(served, page);
        await expectSitemapPage(served, page);
        await expectPictures(served, page, await response!.text());
        await expectHeadingOrder(served);
      } else {
        // An unknown path's 404 page: kept out of search results, its one h1 above its outline.
        await expectNotIndexed(served);
        await expectHeadingOrder(served);
      }
      // Nothing scrolls sideways on a 320 px screen before any script has run.
      await served.setViewportSize(narrow);
      expect(await sidewaysScroll(served), "320 px").toBe(0);
      if (service) {
        await expectQuestionsOpenWithoutScripts(served, service, lang);
        await expectPriceScopes(served, service, lang);
      }
      await served.close();
    });

    await test.step(`used with scripts${sends ? ", a form sent" : ""}`, async () => {
      const problems = await recordProblems(tab);
      // Waits for hydration: what is checked here is the scripts' work under the policy.
      const response = await visit(tab, path);
      expect(response?.status()).toBe(page ? 200 : 404);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
      if (page) await expect(tab.locator("h1")).toHaveText(normalise(expectedH1(page)));
      else {
        // An unknown path: the 404 page in the path's language, leading home, hydrated (Gatsby
        // warns of the missing page) without asking for page-data or HTML that do not exist (the
        // failed requests, checked at the end).
        await expect(tab.locator("h1")).toHaveText("404");
        await expect(tab.locator("html")).toHaveAttribute("lang", htmlLang(lang));
        const home = tab.getByRole("main").getByRole("link", { name: localeText(lang, "common", "notFound.home") });
        await expect(home).toHaveAttribute("href", localizedPath(pagePaths.home, lang));
        await expect.poll(() => problems.warnings.join("\n")).toContain(path);
      }
      // Only the home page's header is transparent over its hero at the top; every other page's is white.
      if (page?.template !== "home") {
        await expect(tab.locator("header[data-solid]")).toHaveAttribute("data-solid", "true");
        expect(await headerIsWhite(tab), "a white header").toBe(true);
      }
      // The header bar at 320, 390 and 1280 px, over the home page's hero and on a white page.
      if (page?.originalPath === pagePaths.home || page?.originalPath === pagePaths.contact)
        await expectHeaderBar(tab, lang, path);
      if (page?.template === "home") await expectHomePictures(tab, lang);
      if (service) {
        await expectServiceHeroPicture(tab, service, lang);
        await expectHeroBesideText(tab);
        await expectPriceScopes(tab, service, lang);
      }

      // Sections below the screen wait hidden for the visitor to scroll; with reduced motion
      // (CSS alone) they are shown, so axe sees every section in its final colours.
      await tab.setViewportSize(wide);
      await tab.emulateMedia({ reducedMotion: "reduce" });
      // eslint-disable-next-line playwright/no-networkidle -- axe reads the page once everything it loads by itself (lazy parts, fonts) has arrived
      await tab.waitForLoadState("networkidle");
      // A service page is checked with its first question open.
      if (service) await expectServiceAnswers(tab, service, lang);
      if (page?.template === "incoterms") await expectIncotermsGuide(tab, lang);
      await expectNoAxeViolations(tab, path);
      expect(await sidewaysScroll(tab), "1280 px").toBe(0);
      if (overlapPages.has(path)) await expectNothingOverlaps(tab, path);

      // At 320 px, hydrated: nothing scrolls sideways, with the phone menu open too; axe with the
      // phone menu open on the about pages.
      await tab.setViewportSize(narrow);
      expect(await sidewaysScroll(tab), "320 px").toBe(0);
      await tab.getByRole("button", { name: localeText(lang, "common", "nav.menu"), exact: true }).click();
      await expect(tab.locator("#mobile-menu")).toBeVisible();
      expect(await sidewaysScroll(tab), "320 px, the menu open").toBe(0);
      if (page?.template === "about") await expectNoAxeViolations(tab, `${path}, the phone menu open`);
      await tab.keyboard.press("Escape");
      await expect(tab.locator("#mobile-menu")).toBeHidden();
      // Hero titles in a script without spaces (Chinese, Japanese) on phones, at 320 and 390 px.
      if (page && specPages.includes(page) && isSpaceless(lang)) await expectCjkHeroTitle(tab, page, [320, 390]);
      await tab.setViewportSize(wide);

      // The services dropdown (axe with it open, and with the quote dialog open, on the home pages).
      const axeOpen = page?.template === "home";
      if (!axeOpen) await tab.emulateMedia({ reducedMotion: "no-preference" });
      await tab.locator('header button[aria-controls="services-menu"]').click();
      await expect(tab.locator("#services-menu")).toBeVisible();
      if (axeOpen) await expectNoAxeViolations(tab, `${path}, the services menu open`);
      await tab.keyboard.press("Escape");

      // The map, where the page has one: the frame loads from the map's host.
      const showMap = tab.locator('section[aria-labelledby="map-title"] button');
      if ((await showMap.count()) > 0) {
        // No internet here: the map's host answers with a stand-in page. The CSP check (frame-src)
        // happens in the browser before any request, so a blocked frame would still be reported.
        // Routed only now: a route makes the browser hand every later request to the test first.
        await tab.route(`${mapFrameOrigin}/**`, (route) =>
          route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>map" }),
        );
        await showMap.click();
        const frame = tab.frameLocator(`iframe[src^="${mapFrameOrigin}/"]`);
        await expect(frame.locator("p")).toHaveText("map");
      }

      // The quote dialog, then a form sent: the page's own, or the dialog's where it has none.
      const own = pageForm(tab);
      const hasOwn = (await own.count()) > 0;
      const dialog = await openDialogHere(tab);
      if (isSpaceless(lang)) await expectNoSpaceBetweenWide(dialog, `${path}, the quote dialog`);
      await expectUnitsWithNumbers(dialog, `${path}, the quote dialog`);
      if (axeOpen) {
        await expectNoAxeViolations(tab, `${path}, the quote dialog open`);
        await tab.emulateMedia({ reducedMotion: "no-preference" });
      }
      const form = hasOwn ? own : dialog.locator('form[data-form="quote"]');
      if (hasOwn || !sends) {
        await tab.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
      if (sends) await sendAndExpectReceived(tab, form, lang, service);

      // eslint-disable-next-line playwright/no-networkidle -- a check that no request fails: every request the page has made by itself has been answered
      await tab.waitForLoadState("networkidle");
      expect(problems.violations).toEqual([]);
      // A 404 page's only failure is its own status, which Chromium also notes in the console.
      expect(problems.errors).toEqual(
        page ? [] : ["Failed to load resource: the server responded with a status of 404 (Not Found)"],
      );
      expect(problems.failedRequests.filter((r) => new URL(r.split(" ")[1]).pathname !== path)).toEqual([]);
    });
  });
}
