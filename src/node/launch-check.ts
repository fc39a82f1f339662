import type { Reporter } from "gatsby";
import companyFile from "../../content/company.json";
import { exampleFacts, expiredRateProblems } from "./content-check";
import { placeholderSiteUrl, siteUrlOf } from "./site-url";

// Values whose key ends in "IsExample" in company.json are example data until the company confirms
// them: right for development, but on the live site each is a promise nobody made (a rate's last
// day, the period a storage price is for) or, for the phone and email, a way to reach nobody. So a
// production deploy (Netlify sets CONTEXT=production) stops, and other builds warn.

/** What an example value breaks on the live site, for the facts where it is more than a promise. */
const exampleConsequences: Record<string, string> = {
  phone: "every call and WhatsApp message from the site would reach nobody",
  email: "every email from the site would reach nobody",
};
const promised = "the site would publish it as the company's word";

/** One line per fact still holding its example value, naming the file, the field and its value. */
export function exampleDetails(company: unknown = companyFile): string[] {
  return exampleFacts(company).map((key) => {
    const value = key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], company);
    const mark = `${key.split(".").at(-1)}IsExample`;
    return `content/company.json "${key}" is an example value (${JSON.stringify(value)}): ${exampleConsequences[key] ?? promised}. Write the company's real value and remove "${mark}".`;
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
 * publish example values; any other build warns about those, and any build about the placeholder
 * address.
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
  const problems = exampleDetails(company);
  if (problems.length === 0) return;
  if (env.CONTEXT === "production")
    reporter.panicOnBuild(`A production deploy must not publish example values:\n${problems.join("\n")}`);
  else reporter.warn(`Example values (a production deploy stops on these):\n${problems.join("\n")}`);
}
