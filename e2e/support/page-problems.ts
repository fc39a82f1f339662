import type { Page } from "@playwright/test";

/** What went wrong on a page while a test used it. */
export interface PageProblems {
  /** Content-Security-Policy violations, reported by the page from its first script on. */
  violations: { directive: string; blocked: string; sample: string }[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Console warnings. */
  warnings: string[];
  /** Requests answered with a status of 400 or more. */
  failedRequests: string[];
}

/** Starts recording a page's problems; call before it loads. */
export async function recordProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { violations: [], errors: [], warnings: [], failedRequests: [] };
  await page.exposeFunction("__reportViolation", (v: PageProblems["violations"][number]) =>
    problems.violations.push(v),
  );
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportViolation: (v: object) => void }).__reportViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.errors.push(message.text());
    if (message.type() === "warning") problems.warnings.push(message.text());
  });
  page.on("pageerror", (error) => problems.errors.push(String(error)));
  page.on("response", (r) => {
    if (r.status() >= 400) problems.failedRequests.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}
