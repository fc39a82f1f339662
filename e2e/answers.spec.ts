import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { localeText, normalise, serviceFrontmatter } from "./support/site";
import { interpolateFacts } from "../src/shared/facts";
import { languageCodes, type LanguageCode } from "../src/shared/languages";
import { localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { serviceSlugs } from "../src/shared/services";
import incotermsFile from "../content/incoterms.json";

// The answers on the service pages (documents checklist, questions as disclosures,
// FAQPage JSON-LD) and the Incoterms guide, in every language, as a visitor meets them.

// Sections are already revealed with reduced motion, so axe sees final colours.
test.use({ reducedMotion: "reduce" });

interface Answers {
  faq: { question: string; answer: string }[];
  documents: { name: string; purpose: string }[];
}

function answersOf(slug: string, language: LanguageCode): Answers {
  const data = serviceFrontmatter(slug, language) as unknown as Answers;
  const fill = (text: string) => normalise(interpolateFacts(text, language));
  return {
    faq: data.faq.map((q) => ({ question: fill(q.question), answer: fill(q.answer) })),
    documents: data.documents.map((d) => ({ name: fill(d.name), purpose: fill(d.purpose) })),
  };
}

/** Whether the focused element shows the site's focus ring. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return false;
    const style = getComputedStyle(el);
    return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
  });

for (const language of languageCodes) {
  for (const slug of serviceSlugs) {
    test(`${slug} in ${language}: documents checklist, questions that open with the keyboard and their FAQPage JSON-LD, axe clean`, async ({
      page,
    }) => {
      const { faq, documents } = answersOf(slug, language);
      await page.goto(localizedPath(servicePath(slug), language));
      // eslint-disable-next-line playwright/no-networkidle -- axe and the checks below read the page once everything it loads by itself has arrived
      await page.waitForLoadState("networkidle");

      const checklist = page.locator("#documents");
      await expect(checklist.getByRole("heading", { level: 2 })).toHaveText(
        localeText(language, "services", "detail.documents"),
      );
      const items = checklist.locator("[data-document]");
      await expect(items).toHaveCount(documents.length);
      for (const [i, doc] of documents.entries()) {
        await expect(items.nth(i)).toContainText(doc.name);
        await expect(items.nth(i)).toContainText(doc.purpose);
        // The tick comes from the icon sprite.
        await expect(items.nth(i).locator("svg use")).toHaveAttribute(
          "href",
          /\/static\/icons-[0-9a-f]{8}\.svg#check$/,
        );
      }

      const section = page.locator("#faq");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(
        localeText(language, "services", "detail.faq"),
      );
      const questions = section.locator("details[data-faq]");
      await expect(questions).toHaveCount(faq.length);
      // The question is the summary's text; its "+" sign is hidden from assistive technology.
      for (const [i, item] of faq.entries()) {
        await expect(questions.nth(i).locator("summary [data-question]")).toHaveText(item.question);
        await expect(questions.nth(i).locator("summary [aria-hidden=true]")).toHaveText("+");
      }
      // Closed at first: the answers are there but not shown.
      const firstAnswer = questions.first().getByText(faq[0].answer);
      await expect(firstAnswer).toBeHidden();

      // Keyboard: Tab reaches the first question (from the control before it), Enter opens it,
      // Space closes and reopens it.
      const summary = questions.first().locator("summary");
      // The sea and air calculators and the customs estimator above the questions load when they
      // come near and replace their placeholder: let that happen first, so the control before the
      // first question stays put.
      const pending = page.locator("[data-calculator-pending], [data-estimator-pending]");
      if ((await pending.count()) > 0) {
        await pending.scrollIntoViewIfNeeded();
        await expect(pending).toHaveCount(0);
        // eslint-disable-next-line playwright/no-networkidle -- the lazy parts just scrolled into view have fetched their code
        await page.waitForLoadState("networkidle");
      }
      await summary.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(summary).toBeFocused();
      expect(await focusRing(page)).toBe(true);
      await page.keyboard.press("Enter");
      await expect(questions.first()).toHaveAttribute("open", "");
      await expect(firstAnswer).toBeVisible();
      await page.keyboard.press("Space");
      await expect(questions.first()).not.toHaveAttribute("open");
      await page.keyboard.press("Space");
      await expect(firstAnswer).toBeVisible();

      // Search engines read the same questions and answers from the page's FAQPage JSON-LD.
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => JSON.parse(t) as Record<string, unknown>,
      );
      const faqPage = blocks.find((b) => b["@type"] === "FAQPage") as
        | { mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[] }
        | undefined;
      expect(faqPage).toBeDefined();
      expect(
        faqPage!.mainEntity.map((q) => [
          q["@type"],
          normalise(q.name),
          q.acceptedAnswer["@type"],
          normalise(q.acceptedAnswer.text),
        ]),
      ).toEqual(faq.map((q) => ["Question", q.question, "Answer", q.answer]));

      // The guide is linked from the questions.
      await expect(
        section.getByRole("link", { name: localeText(language, "services", "detail.incotermsLink") }),
      ).toHaveAttribute("href", localizedPath(pagePaths.incoterms, language));
      await expectNoAxeViolations(page, `${slug} ${language} with a question open`);
    });
  }

  test(`the questions are readable without JavaScript in ${language}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { faq } = answersOf("bea-cukai", language);
    await page.goto(localizedPath(servicePath("bea-cukai"), language));
    const last = page.locator("#faq details").last();
    await last.locator("summary").click();
    await expect(last.getByText(faq[faq.length - 1].answer)).toBeVisible();
    await context.close();
  });

  test(`the Incoterms guide in ${language}: eleven rules in a captioned table, in the language's words, axe clean`, async ({
    page,
  }) => {
    const path = localizedPath(pagePaths.incoterms, language);
    const guide = (key: string) => localeText(language, "incotermsGuide", key);
    await page.goto(path);
    // eslint-disable-next-line playwright/no-networkidle -- axe reads the guide once everything it loads by itself has arrived
    await page.waitForLoadState("networkidle");
    await expect(page.locator("h1")).toHaveText(guide("hero.title"));
    const table = page.locator('table[data-table="incoterms"]');
    await expect(table.locator("caption")).toHaveText(guide("caption"));
    await expect(table.locator('thead th[scope="col"]')).toHaveText(
      ["term", "mainCarriage", "riskPasses", "exportClearance", "importClearance", "insurance"].map((c) =>
        guide(`columns.${c}`),
      ),
    );
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(11);
    for (const [i, term] of incotermsFile.terms.entries()) {
      const row = rows.nth(i);
      await expect(row.locator('th[scope="row"]')).toContainText(term.code);
      await expect(row.locator('th[scope="row"]')).toContainText(
        localeText(language, "incoterms", `terms.${term.code}.name`),
      );
      await expect(row.locator("td")).toHaveText([
        guide(`party.${term.mainCarriage}`),
        guide(`riskPasses.${term.riskPasses}`),
        guide(`party.${term.exportClearance}`),
        guide(`party.${term.importClearance}`),
        guide(`insurance.${term.insuranceBySeller}`),
      ]);
    }
    await expect(page.getByText(guide("contractNote"))).toBeVisible();
    await expectNoAxeViolations(page, `incoterms ${language}`);
  });
}

test("the Incoterms table is readable at 320 px: the page does not scroll sideways, the labelled table region does and takes keyboard focus", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(localizedPath(pagePaths.incoterms, "ja"));
  // eslint-disable-next-line playwright/no-networkidle -- the width is read once the page has loaded all it loads by itself
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const region = page.getByRole("region", { name: localeText("ja", "incotermsGuide", "caption") });
  await expect(region).toBeVisible();
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await region.focus();
  expect(await focusRing(page)).toBe(true);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // The term stays in view while the other columns scroll under it.
  const fob = page.locator('tr[data-incoterm="FOB"] th');
  const box = await fob.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  await expectNoAxeViolations(page, "incoterms ja at 320 px");
});

test("the customs clearance page links to the Incoterms guide in its language", async ({ page }) => {
  await page.goto(localizedPath(servicePath("bea-cukai"), "en"));
  await page
    .locator("#faq")
    .getByRole("link", { name: localeText("en", "services", "detail.incotermsLink") })
    .click();
  await expect(page).toHaveURL(/\/en\/incoterms\/$/);
  await expect(page.locator("h1")).toHaveText(localeText("en", "incotermsGuide", "hero.title"));
});
