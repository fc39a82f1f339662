import { readFileSync } from "node:fs";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Prints, after the run, what the page of each failed test showed when it failed: Playwright
 * writes it to test-results/<test>/error-context.md, which a CI run's log names but a clean
 * clone's run leaves behind on its machine, and a failure seen once on a busy machine is
 * understood from it or not at all.
 */
export default class FailedPagesReporter implements Reporter {
  private readonly failed: { title: string; file: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "passed" || result.status === "skipped") return;
    const context = result.attachments.find(({ name, path }) => name === "error-context" && path);
    if (context?.path) this.failed.push({ title: test.titlePath().slice(1).join(" › "), file: context.path });
  }

  onEnd() {
    for (const { title, file } of this.failed) {
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch {
        continue;
      }
      // The page's accessibility tree, between the error and the test's source.
      const start = text.indexOf("```yaml");
      if (start < 0) continue;
      const end = text.indexOf("# Test source", start);
      const snapshot = text
        .slice(start, end < 0 ? undefined : end)
        .trim()
        .split("\n");
      const shown = snapshot.slice(0, 300).join("\n");
      const cut = snapshot.length > 300 ? `\n(${snapshot.length - 300} more lines in ${file})` : "";
      console.log(`\nThe page when it failed: ${title}\n${shown}${cut}`);
    }
  }
}
