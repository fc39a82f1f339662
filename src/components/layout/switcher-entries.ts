import type { Language } from "../../shared/languages";
import { localizedPath } from "../../shared/routes";

/** One link of the language switcher: the same page in that language. */
export interface SwitcherEntry {
  code: string;
  label: string;
  name: string;
  tag: string;
  path: string;
}

/**
 * The switcher's links in the order of content/languages.json (the specification's ID, EN,
 * JP, CN), each to the same page in its language. Pure, so a test can run it on any list.
 */
export function switcherEntries(languages: readonly Language[], originalPath: string): SwitcherEntry[] {
  return languages.map(({ code, label, name, tag }) => ({
    code,
    label,
    name,
    tag,
    path: localizedPath(originalPath, code),
  }));
}
