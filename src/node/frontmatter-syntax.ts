import { readdirSync, readFileSync } from "fs";
import path from "path";
import { readFrontmatter } from "./frontmatter-yaml";

/**
 * Every MDX file under `contentDir` whose frontmatter is not YAML, each with its path and the
 * parser's reason (line and column). gatsby-plugin-mdx reads the frontmatter while it makes the
 * files' nodes and, on such a file, stops the build with a stack trace that names no file; this
 * runs first, so the editor is told which file to mend.
 */
export function frontmatterSyntaxProblems(contentDir: string): string[] {
  const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".mdx"));
  return files.sort().flatMap((file) => {
    try {
      readFrontmatter(readFileSync(path.join(contentDir, file), "utf8"));
      return [];
    } catch (e) {
      const reason = (e as Error).message.split("\n")[0].replace(/:$/, "");
      return [
        `${path.join(path.basename(contentDir), file)}: the frontmatter (between the --- lines) is not valid YAML: ${reason}`,
      ];
    }
  });
}
