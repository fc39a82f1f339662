import path from "path";
import { checkContent } from "./content-check";
import { formatIssues } from "./content-issues";

/**
 * The content check's errors, as one message that stops `gatsby build` before it reads any file,
 * or undefined. Gatsby stores the nodes it makes as it goes (in .cache): a build stopped after
 * that, on a file found broken while its node was made, leaves the other files' new nodes stored,
 * and the next build takes them for unchanged and keeps the pages built from the old ones. Found
 * here, nothing is stored, and the next build sees every edit. Warnings are left to
 * `npm run check:content`: they do not stop a build.
 */
export function startProblems(contentDir: string, root = path.dirname(contentDir)): string | undefined {
  const errors = checkContent({ contentDir, root }).filter((issue) => issue.level === "error");
  return errors.length > 0
    ? `Content is wrong (npm run check:content lists the same):\n${formatIssues(errors)}`
    : undefined;
}
