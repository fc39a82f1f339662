import { readdirSync } from "fs";
import path from "path";

/** Every file under dir, as paths relative to base. */
export function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

/** The HTML pages the site serves, relative to the build folder; _gatsby/ holds slice fragments, never served. */
export function servedPages(files: readonly string[]): string[] {
  return files.filter((file) => file.endsWith(".html") && !file.startsWith(`_gatsby${path.sep}`)).sort();
}
