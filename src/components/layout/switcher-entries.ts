import type { Language } from "../../shared/languages";
import { localizedPath } from "../../shared/routes";
import { articlesPath } from "../../shared/articles";

/** One link of the language switcher: the same page in that language. */
export interface SwitcherEntry {
  code: string;
  label: string;
  name: string;
  tag: string;
  path: string;
  /** The same page in that language; false where it leads to the list of articles instead. */
  samePage: boolean;
}

/**
 * The switcher's links in the order of content/languages.json (the specification's ID, EN,
 * JP, CN), each to the same page in its language; a page that exists in fewer languages (an
 * article) leads the others to their list of articles. Pure, so a test can run it on any list.
 */
export function switcherEntries(
  languages: readonly Language[],
  originalPath: string,
  written: readonly string[] = languages.map((l) => l.code),
): SwitcherEntry[] {
  return languages.map(({ code, label, name, tag }) => {
    const samePage = written.includes(code);
    return { code, label, name, tag, samePage, path: localizedPath(samePage ? originalPath : articlesPath, code) };
  });
}
