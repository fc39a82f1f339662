import type { Reporter } from "gatsby";
import companyFile from "../../content/company.json";
import { exampleFacts, expiredRateProblems } from "./content-check";

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

/**
 * Stops a build that would publish a rate past its validity, and a production deploy that would
 * publish example contact details; any other build warns about those.
 */
export function checkLaunchFacts(
  reporter: Pick<Reporter, "panicOnBuild" | "warn">,
  env: NodeJS.ProcessEnv = process.env,
  company: unknown = companyFile,
  today: Date = new Date(),
): void {
  const expired = expiredRates(company, today);
  if (expired.length > 0) reporter.panicOnBuild(`Rates past their validity:\n${expired.join("\n")}`);
  const problems = exampleContactDetails(company);
  if (problems.length === 0) return;
  if (env.CONTEXT === "production")
    reporter.panicOnBuild(`A production deploy must not publish example contact details:\n${problems.join("\n")}`);
  else reporter.warn(`Example contact details (a production deploy stops on these):\n${problems.join("\n")}`);
}
