import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { animationsDone } from "./settle";

/**
 * axe with the WCAG 2.2 A and AA rules (2.2's own: a target's size) and axe's best practices (a table header cell with no text,
 * two landmarks of one name); the list of violations must be empty. It looks once
 * fades and slides have ended (a section fading in is half transparent, and axe would measure
 * the contrast of that moment, not of what a reader sees); endless ones, like a spinner, are
 * not waited for.
 *
 * Legacy mode: axe.run in the page, frames of the page's own origin included, instead of a partial
 * run per frame finished in a blank page that each run opens; a third of the work. The one frame it
 * leaves out, the cross-origin map, is the tests' stand-in for the map's host, not the site's. The
 * "no-passes" reporter sends back only the violations, not every node that passed (docs/architecture.md,
 * "axe in legacy mode, violations only"). Set before the tags: options() replaces the tags' runOnly.
 */
export async function expectNoAxeViolations(page: Page, what: string) {
  await animationsDone(page);
  expect(await idsNamedButMissing(page), `${what}: ids named but not in the page`).toEqual([]);
  const results = await new AxeBuilder({ page })
    .options({ reporter: "no-passes" })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
  expect(summary, what).toEqual([]);
}

/**
 * Each id that a name, a description, a label or a control points at and the page lacks: the name
 * or description is then silently lost (a section named by a heading that is not there). axe only
 * asks for a review of such a reference, so it is checked here.
 */
function idsNamedButMissing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ["aria-labelledby", "aria-describedby", "aria-controls", "aria-owns", "for"];
    return attributes.flatMap((attribute) =>
      [...document.querySelectorAll(`[${attribute}]`)].flatMap((element) =>
        (element.getAttribute(attribute) ?? "")
          .split(/\s+/)
          .filter((id) => id && !document.getElementById(id))
          .map((id) => `<${element.localName} ${attribute}="${id}">`),
      ),
    );
  });
}
