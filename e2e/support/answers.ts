import { expect, type Page } from "@playwright/test";
import { localeText, normalise, serviceFrontmatter } from "./site";
import { interpolateFacts } from "../../src/shared/facts";
import type { LanguageCode } from "../../src/shared/languages";
import { localizedPath, pagePaths } from "../../src/shared/routes";
import incotermsFile from "../../content/incoterms.json";

// The answers a visitor reads: a service page's documents checklist, its questions as
// disclosures and their FAQPage JSON-LD, and the Incoterms guide's table, as content/ says.

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
export const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return false;
    const style = getComputedStyle(el);
    return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
  });

/**
 * A service page's documents checklist and questions, and the questions' FAQPage JSON-LD. The
 * first question is left open by keyboard, so what runs next (axe) sees an answer shown.
 */
export async function expectServiceAnswers(page: Page, slug: string, language: LanguageCode) {
  const { faq, documents } = answersOf(slug, language);
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
    await expect(items.nth(i).locator("svg use")).toHaveAttribute("href", /\/static\/icons-[0-9a-f]{8}\.svg#check$/);
  }

  const section = page.locator("#faq");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(localeText(language, "services", "detail.faq"));
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
    { mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[] } | undefined;
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
}

/** Without scripts: the last question opens to its answer. */
export async function expectQuestionsOpenWithoutScripts(page: Page, slug: string, language: LanguageCode) {
  const { faq } = answersOf(slug, language);
  const last = page.locator("#faq details").last();
  await last.locator("summary").click();
  await expect(last.getByText(faq[faq.length - 1].answer)).toBeVisible();
}

/** The Incoterms guide: eleven rules in a table named by its caption, in the language's words. */
export async function expectIncotermsGuide(page: Page, language: LanguageCode) {
  const guide = (key: string) => localeText(language, "incotermsGuide", key);
  const table = page.locator('table[data-table="incoterms"]');
  await expect(page.locator(`#${await table.getAttribute("aria-labelledby")}`)).toHaveText(guide("caption"));
  await expect(table).toHaveAccessibleName(guide("caption"));
  await expect(table.locator('thead th[scope="col"]')).toHaveText(
    ["term", "mainCarriage", "riskPasses", "exportClearance", "importClearance", "insurance"].map((c) =>
      guide(`columns.${c}`),
    ),
  );
  const rows = table.locator("tbody tr");
  // The eleven rules of Incoterms 2020.
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
}
