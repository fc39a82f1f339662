import type { Reporter } from "gatsby";
import companyFile from "../../content/company.json";
import { exampleFacts, expiredRateProblems } from "./content-check";
import { placeholderSiteUrl, siteUrlOf } from "./site-url";

// The company's phone (also its WhatsApp number) and email are example values until the company
// confirms them (company.json marks them "phoneIsExample", "emailIsExample"). Right for
// development; on the live site every call, WhatsApp message and email would go nowhere, so a
// production deploy (Netlify sets CONTEXT=production) stops, and other builds warn.

/** The facts a visitor uses to reach the company, and what an example value there breaks. */
const contactFacts: Record<string, string> = {
  phone: "every call and WhatsApp message from the site would reach nobody",
  email: "every email from the site would reach nobody",
};

/** One line per contact fact still holding its example value, naming the file and field. */
export function exampleContactDetails(company: unknown = companyFile): string[] {
  return exampleFacts(company)
    .filter((key) => key in contactFacts)
    .map((key) => {
      const value = (company as Record<string, unknown>)[key];
      return `content/company.json "${key}" is an example value (${JSON.stringify(value)}): ${contactFacts[key]}. Write the company's real ${key} and remove "${key}IsExample".`;
    });
}

/** One line per published rate past its last day (the rule: expiredRateProblems, which the content check reports too). */
export function expiredRates(company: unknown = companyFile, today: Date = new Date()): string[] {
  return expiredRateProblems(company, today).map(({ key, message }) => `content/company.json "${key}" ${message}.`);
}

/** The warning for a build that would name the placeholder address in every canonical URL, hreflang, the sitemap and the mail's links. */
export function placeholderAddress(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (siteUrlOf(env) !== placeholderSiteUrl) return undefined;
  return `The site's address is the placeholder ${placeholderSiteUrl} (SITE_URL and URL unset, or set to it): every canonical URL, hreflang, the sitemap and the links in the mail name it. Set SITE_URL to the site's address (README, "Settings"); Netlify sets URL itself.`;
}

/**
 * Stops a build that would publish a rate past its validity, and a production deploy that would
 * publish example contact details; any other build warns about those, and any build about the
 * placeholder address.
 */
export function checkLaunchFacts(
  reporter: Pick<Reporter, "panicOnBuild" | "warn">,
  env: NodeJS.ProcessEnv = process.env,
  company: unknown = companyFile,
  today: Date = new Date(),
): void {
  const expired = expiredRates(company, today);
  if (expired.length > 0) reporter.panicOnBuild(`Rates past their validity:\n${expired.join("\n")}`);
  const address = placeholderAddress(env);
  if (address) reporter.warn(address);
  const problems = exampleContactDetails(company);
  if (problems.length === 0) return;
  if (env.CONTEXT === "production")
    reporter.panicOnBuild(`A production deploy must not publish example contact details:\n${problems.join("\n")}`);
  else reporter.warn(`Example contact details (a production deploy stops on these):\n${problems.join("\n")}`);
}
