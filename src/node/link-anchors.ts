import { existsSync, readdirSync, readFileSync } from "fs";
import path from "path";
import { parse } from "node-html-parser";
import { listFiles, servedPages } from "./built-pages";
import { nearestField } from "./frontmatter-fields";
import { readMdx } from "./frontmatter-yaml";
import { headingIds } from "./mdx-body-check";
import { articlePath } from "../shared/articles";
import { languageCodes } from "../shared/languages";
import { legalPaths, localizedPath, servicePath, type LegalDoc } from "../shared/routes";

// Reads every written page and names each link to a section (#id) of the site that its page does
// not have. The content check knows the site's pages but not their sections: an article's link to
// a tool with its anchor translated (#kalkulator for #calculator), or meant for another service's
// page, opens that page at its top, and the article's "Tools for this" leaves the tool out.

/** The file a site path is served from: a folder's index.html. */
const fileOf = (urlPath: string) => (urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath).replace(/^\//, "");

/**
 * The MDX file each page that shows one is made from (content/<collection>/<name>/<language>.mdx),
 * by the page's file: a link in its body is mended there, not in the page.
 */
function mdxSources(contentDir: string): Map<string, string> {
  const pathOf: Record<string, (name: string) => string | undefined> = {
    articles: articlePath,
    services: servicePath,
    legal: (doc) => legalPaths[doc as LegalDoc],
  };
  const sources = new Map<string, string>();
  for (const [collection, pagePath] of Object.entries(pathOf)) {
    const dir = path.join(contentDir, collection);
    for (const name of existsSync(dir) ? readdirSync(dir) : [])
      for (const language of languageCodes) {
        const source = path.join(dir, name, `${language}.mdx`);
        const page = pagePath(name);
        if (page && existsSync(source)) sources.set(fileOf(localizedPath(page, language)), source);
      }
  }
  return sources;
}

/** What is wrong with a link to a section its page does not have, and the section likely meant. */
function sectionProblem(href: string, section: string, ids: readonly string[]): string {
  const near = nearestField(section, ids);
  return `links to ${href}, and that page has no section #${section}${near ? ` (did you mean #${near}?)` : ""}`;
}

/** The targets of a line's Markdown links, inline ([a](#b)) and by reference ([c]: /d/#e). */
const linkTargets = (line: string) =>
  [...line.matchAll(/\]\(\s*<?([^\s)>]+)|^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)/g)].map((m) => m[1] ?? m[2]);

/**
 * "content/articles/<slug>/<language>.mdx line 12: links to /path/#section, and that page has no
 * section #section" for each such link, at each line of the MDX file its page is made from that
 * writes it (`contentDir`); by the page ("en/artikel/<slug>/index.html: ...") when no MDX file
 * writes it (a link of the page's template).
 */
export function missingSections(publicDir: string, contentDir?: string): string[] {
  const sources = contentDir ? mdxSources(contentDir) : new Map<string, string>();
  const pages = new Map<string, { links: string[]; ids: Set<string> } | null>();
  const pageAt = (file: string) => {
    if (!pages.has(file)) {
      const full = path.join(publicDir, file);
      const root = existsSync(full) && file.endsWith(".html") ? parse(readFileSync(full, "utf8")) : undefined;
      pages.set(
        file,
        root
          ? {
              links: root.querySelectorAll("a[href*='#']").map((a) => a.getAttribute("href") ?? ""),
              ids: new Set(root.querySelectorAll("[id]").map((element) => element.id)),
            }
          : null,
      );
    }
    return pages.get(file)!;
  };
  // A link written twice on a page is one problem where it is written.
  const problems = new Set<string>();
  for (const file of servedPages(listFiles(publicDir)))
    for (const href of pageAt(file)?.links ?? []) {
      const [target, fragment = ""] = href.split("#", 2);
      // "#" and "#top" lead to the page's top by themselves; another site is not checked here.
      if (fragment === "" || fragment === "top" || (target !== "" && !target.startsWith("/"))) continue;
      const page = pageAt(target === "" ? file : fileOf(target.split("?")[0]));
      const section = decodeURIComponent(fragment);
      if (!page || page.ids.has(section)) continue;
      const problem = sectionProblem(href, section, [...page.ids]);
      const source = sources.get(file);
      const lines = source
        ? readFileSync(source, "utf8")
            .split(/\r?\n/)
            .flatMap((line, i) => (linkTargets(line).includes(href) ? [i + 1] : []))
        : [];
      if (source && lines.length > 0)
        for (const line of lines)
          problems.add(`${path.relative(path.dirname(contentDir!), source)} line ${line}: ${problem}`);
      else problems.add(`${file}: ${problem}`);
    }
  return [...problems];
}

/** A section's name as its link writes it, escapes decoded; as typed where a % is no escape (#50%-off). */
function typedSection(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * missingSections' problems that the content check finds without a build: each link of a
 * published MDX body to a section of a page made from a published MDX file (its own included)
 * that is none of that file's headings, where it was meant for one: close to one of them, or
 * one of the same page's headings in another language (a link copied from a translation). A
 * section the page's code makes (#calculator, #estimator) is no heading, so a link to one, or
 * to a page whose headings hold markup, is left to the build. By the MDX file and line.
 */
export function headingSectionProblems(contentDir: string): { file: string; line: number; message: string }[] {
  const published = new Map(
    [...mdxSources(contentDir)].filter(
      ([, source]) => readMdx(readFileSync(source, "utf8")).parsed?.data.draft !== true,
    ),
  );
  const idsOf = (source: string) => headingIds(readFileSync(source, "utf8"));
  const problems: { file: string; line: number; message: string }[] = [];
  for (const source of published.values())
    readFileSync(source, "utf8")
      .split(/\r?\n/)
      .forEach((text, i) => {
        for (const href of new Set(linkTargets(text))) {
          const [target, fragment = ""] = href.split("#", 2);
          if (fragment === "" || fragment === "top" || (target !== "" && !target.startsWith("/"))) continue;
          const targetSource = target === "" ? source : published.get(fileOf(target.split("?")[0]));
          const ids = targetSource && idsOf(targetSource);
          const section = typedSection(fragment);
          if (!targetSource || !ids || ids.includes(section)) continue;
          const translated = languageCodes
            .map((language) => path.join(path.dirname(targetSource), `${language}.mdx`))
            .filter((other) => other !== targetSource && existsSync(other))
            .some((other) => idsOf(other)?.includes(section));
          if (translated || nearestField(section, ids))
            problems.push({ file: source, line: i + 1, message: sectionProblem(href, section, ids) });
        }
      });
  return problems;
}
