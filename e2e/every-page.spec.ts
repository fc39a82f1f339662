import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { constantsByPage } from "./support/business-constants";
import { fill, openDialogHere, receivedFor, resultText, toast, visit, visitor, waitLikeAPerson } from "./support/forms";
import { recordProblems } from "./support/page-problems";
import {
  expectHeadingOrder,
  expectLanguageAndHeading,
  expectMetadata,
  expectPictures,
  expectText,
} from "./support/served-page";
import { everyPage, expectedH1, normalise, sitePages } from "./support/site";
import { mapFrameOrigin } from "../src/node/csp";
import { languageCodes } from "../src/shared/languages";
import { formPagePaths, localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { serviceSlugs } from "../src/shared/services";

// Every page, loaded twice, one test each. First as served, scripts off, the way search engines,
// social sites and a visitor whose scripts have not run read it: its language and h1, metadata,
// text, pictures and heading order (e2e/support/served-page.ts). Then with scripts: axe (WCAG 2.1
// A and AA) and no sideways scrolling at 1280 px once it has loaded, and then used as a visitor
// would: the services menu, the map, the quote dialog, and on some pages a form sent, all under
// the page's own Content-Security-Policy as netlify dev serves it from public/_headers, with no
// CSP violation, no console error and no failed request.

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

/** Whatever the page offers to send: its own form, or the quote dialog. */
function pageForm(page: Page) {
  return page.locator('main form[data-form="contact"], main form[data-form="service-quote"]').first();
}

/** The service pages have their axe check with a question open, in answers.spec.ts. */
const servicePaths = new Set(serviceSlugs.map(servicePath));

test("the business constants are expected on pages that exist", () => {
  const paths = new Set(sitePages.map((p) => p.originalPath));
  expect(Object.keys(constantsByPage).filter((p) => !paths.has(p))).toEqual([]);
});

for (const { path, language: lang, page } of everyPage) {
  const sends = sendingPages.has(path);
  test(`${path}: as served, and used with scripts (menu, dialog, map${sends ? ", a form sent" : ""})`, async ({
    browser,
    page: tab,
    request,
  }) => {
    if (page) {
      await test.step("as served, scripts off", async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const served = await context.newPage();
        const response = await served.goto(path);
        expect(response?.status()).toBe(200);
        await expectLanguageAndHeading(served, page);
        await expectMetadata(served, page, request);
        await expectText(served, page);
        await expectPictures(served, page, await response!.text());
        await expectHeadingOrder(served);
        await context.close();
      });
    }

    await test.step(`used with scripts${sends ? ", a form sent" : ""}`, async () => {
      const problems = await recordProblems(tab);
      // No internet here: the map's host answers with a stand-in page. The CSP check (frame-src)
      // happens in the browser before any request, so a blocked frame would still be reported.
      await tab.route(`${mapFrameOrigin}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>map" }),
      );
      // Waits for hydration: what is checked here is the scripts' work under the policy.
      const response = await visit(tab, path);
      expect(response?.status()).toBe(page ? 200 : 404);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
      if (page) await expect(tab.locator("h1")).toHaveText(normalise(expectedH1(page)));

      if (!page || !servicePaths.has(page.originalPath)) {
        // Sections below the screen wait hidden for the visitor to scroll; with reduced motion
        // (CSS alone) they are shown, so axe sees every section in its final colours.
        await tab.setViewportSize({ width: 1280, height: 900 });
        await tab.emulateMedia({ reducedMotion: "reduce" });
        // eslint-disable-next-line playwright/no-networkidle -- axe reads the page once everything it loads by itself (lazy parts, fonts) has arrived
        await tab.waitForLoadState("networkidle");
        await expectNoAxeViolations(tab, path);
        expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
        await tab.emulateMedia({ reducedMotion: "no-preference" });
      }

      // The services dropdown.
      await tab.locator('header button[aria-controls="services-menu"]').click();
      await expect(tab.locator("#services-menu")).toBeVisible();
      await tab.keyboard.press("Escape");

      // The map, where the page has one: the frame loads from the map's host.
      const showMap = tab.locator('section[aria-labelledby="map-title"] button');
      if ((await showMap.count()) > 0) {
        await showMap.click();
        const frame = tab.frameLocator(`iframe[src^="${mapFrameOrigin}/"]`);
        await expect(frame.locator("p")).toHaveText("map");
      }

      // The quote dialog, then a form sent: the page's own, or the dialog's where it has none.
      const own = pageForm(tab);
      const hasOwn = (await own.count()) > 0;
      const dialog = await openDialogHere(tab);
      const form = hasOwn ? own : dialog.locator('form[data-form="quote"]');
      if (hasOwn || !sends) {
        await tab.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
      if (sends) {
        const v = visitor("every-page", lang);
        await fill(form, v);
        if (hasOwn && (await form.locator('[name="consent"]').count()) > 0)
          await form.locator('[name="consent"]').check();
        await waitLikeAPerson(tab);
        await form.locator('button[type="submit"]').click();
        const formType = (await form.getAttribute("data-form")) === "contact" ? "contact" : "quote";
        await expect(toast(tab, resultText(lang, `notices.${formType}Success`))).toBeVisible();
        expect(await receivedFor(tab, v.email)).toHaveLength(1);
      }

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
