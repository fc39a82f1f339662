// npm run check:content: checks content/ for what editors and translators can get
// wrong (see CONTRIBUTING.md). Exits 1 on errors; warnings alone do not fail.
import path from "path";
import { checkContent, formatIssues } from "../src/node/content-check";

const root = path.resolve(__dirname, "..");
const issues = checkContent({ contentDir: path.join(root, "content"), root });
const errors = issues.filter((i) => i.level === "error").length;
if (issues.length > 0) console.log(formatIssues(issues));
console.log(
  errors > 0
    ? `\nContent check failed: ${errors} error(s).`
    : `Content check passed${issues.length ? ` with ${issues.length} warning(s)` : ""}.`,
);
process.exit(errors > 0 ? 1 : 0);
