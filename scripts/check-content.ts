// npm run check:content: checks content/ for what editors and translators can get wrong (see
// CONTRIBUTING.md). Exits 1 on errors; warnings alone do not fail.
import path from "path";
import { formatIssues, unreadableImportedFiles, type Issue } from "../src/node/content-issues";

const root = path.resolve(__dirname, "..");
const contentDir = path.join(root, "content");

function report(issues: readonly Issue[]): number {
  const errors = issues.filter((i) => i.level === "error").length;
  if (issues.length > 0) console.log(formatIssues(issues));
  console.log(
    errors > 0
      ? `\nContent check failed: ${errors} error(s).`
      : `Content check passed${issues.length ? ` with ${issues.length} warning(s)` : ""}.`,
  );
  return errors > 0 ? 1 : 0;
}

// The check's own code imports languages.json, services.json, company.json and import-taxes.json:
// loaded only once they are known to be JSON, so that a syntax error in one is named like any
// other file's.
const unreadable = unreadableImportedFiles(contentDir, root);
if (unreadable.length > 0) process.exitCode = report(unreadable);
else
  void import("../src/node/content-check").then(({ checkContent }) => {
    process.exitCode = report(checkContent({ contentDir, root }));
  });
