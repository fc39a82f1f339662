import { meantFact } from "./frontmatter-fields";
import { keepUnitsWithNumbers } from "../shared/number-units";

// What an MDX body (the text below an article's, a service's or a legal page's frontmatter) may
// hold: Markdown and <Fact name="..." />. MDX reads anything else that looks like code as code, and
// either stops the build with its own jargon and a line of its own counting, or puts it on the
// page as it is. Each problem here is named by the file's own line, in an editor's words.

/**
 * The lines of an MDX file's body as MDX reads them as text and JSX, by line number (from 1):
 * the frontmatter, fenced code blocks, code spans and {/* comments *\/} blanked out; and the line
 * of a comment left open to the end, if one is.
 */
function mdxBody(raw: string): { lines: { line: number; text: string }[]; openComment?: number } {
  // A file saved on Windows ends its lines with \r\n, and a --- may carry a trailing space: MDX
  // reads either as the frontmatter's end.
  const lines = raw.split(/\r?\n/);
  let start = 0;
  if (lines[0]?.trim() === "---") {
    const end = lines.findIndex((line, i) => i > 0 && line.trim() === "---");
    start = end === -1 ? lines.length : end + 1;
  }
  const out: { line: number; text: string }[] = [];
  let fence: string | undefined;
  let inComment = false;
  let commentOpenedAt = 0;
  for (let i = start; i < lines.length; i++) {
    const opening = lines[i].match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
      continue;
    }
    if (opening && !inComment) {
      fence = opening;
      continue;
    }
    let text = "";
    let rest = lines[i].replace(/(`+)(?:(?!\1)[^])*?\1/g, (span) => " ".repeat(span.length));
    while (rest !== "") {
      if (inComment) {
        const end = rest.indexOf("*/}");
        if (end === -1) {
          text += " ".repeat(rest.length);
          rest = "";
        } else {
          text += " ".repeat(end + 3);
          rest = rest.slice(end + 3);
          inComment = false;
        }
        continue;
      }
      const comment = rest.search(/\{\s*\/\*/);
      if (comment === -1) {
        text += rest;
        rest = "";
      } else {
        text += rest.slice(0, comment);
        rest = rest.slice(comment);
        inComment = true;
        commentOpenedAt = i + 1;
      }
    }
    out.push({ line: i + 1, text });
  }
  return { lines: out, ...(inComment ? { openComment: commentOpenedAt } : {}) };
}

const mdxBodyLines = (raw: string) => mdxBody(raw).lines;

// A variable or fact in braces, however typed. A Chinese or Japanese keyboard in full-width mode
// types ｛｛reason｝｝ for {{reason}}, and may type the name's letters and full stop full-width too
// (｛ｃｌａｉｍｓ．ｐｏｒｔｓ｝, ｛claims。ports｝); and a fact may be typed with spaces inside its braces or
// without its closing one ({claims.ports+ ports; one closed further on holds more than a name), a
// variable with one closing brace or none ({{count} articles). The site shows each as typed, in a
// body as in a locale text.
export const bracedName =
  /[{｛]{1,2}\s*[A-Za-zＡ-Ｚａ-ｚ][\w.\-Ａ-Ｚａ-ｚ０-９＿．。]*(?:\s*[}｝]{1,2}|(?![^{｛}｝\n]*[}｝]))/g;
/**
 * A variable or fact typed without its opening braces (count}} for {{count}}, phone} for
 * {phone}), in the second group: a name closed by braces that no brace before it opened. The
 * first alternative steps over a text's braced parts whole, which keeps the search linear.
 */
export const unopenedName = /[{｛][^{}｛｝]*[}｝]{1,2}|(?<![\w.])([A-Za-z][\w.]*[}｝]{1,2})/g;
/** Half-width characters for the full-width ones a Chinese or Japanese keyboard types. */
const halfWidth = (typed: string) => typed.normalize("NFKC").replace(/。/g, ".");
export const hasFullWidth = (braced: string) => halfWidth(braced) !== braced;
/** The name of the variable or fact in braces, in half-width characters: claims.ports in ｛ claims．ports. */
const nameIn = (braced: string) => halfWidth(braced).replace(/[{}\s]/g, "");
/**
 * Braces around a single name, whether typed right or not: a fact's; a variable has two. One
 * opened once and closed twice ({count}}) is a variable that lost a brace, unless its name is a
 * fact's or near one (`namesFact`; without it, always a fact). One opened twice and not closed
 * twice ({{phone}) is a fact only when `namesFact` says its name is one.
 */
export const isBracedFact = (braced: string, namesFact?: (name: string) => boolean) =>
  /^[{｛]{2}/.test(braced)
    ? !/[}｝]{2}$/.test(braced) && namesFact?.(nameIn(braced)) === true
    : !/[}｝]{2}$/.test(braced) || (namesFact?.(nameIn(braced)) ?? true);
/**
 * A fact tag typed with a full-width angle bracket, as a Chinese or Japanese keyboard types it
 * (＜Fact name="claims.ports" /＞, or all of it full-width): MDX reads no tag there, and the page
 * shows it as typed.
 */
const fullWidthFactTag = /[<＜]\s*[fｆ][aａ][cｃ][tｔ](?![\wＡ-Ｚａ-ｚ０-９＿])[^<>＜＞\n]*[>＞]?/gi;
const isFullWidthTag = (tag: string) => /[＜＞]/.test(tag);
/**
 * The text with its variables and facts as the writer meant them ({claims.ports} or {{count}} for
 * each above, <Fact name="claims.ports" /> for a fact tag in full-width brackets): named once, as such.
 */
export const bracesAsMeant = (text: string, namesFact?: (name: string) => boolean) =>
  text
    .replace(bracedName, (braced) =>
      isBracedFact(braced, namesFact) ? `{${nameIn(braced)}}` : `{{${nameIn(braced)}}}`,
    )
    .replace(unopenedName, (braced, typed?: string) =>
      typed === undefined
        ? braced
        : (namesFact?.(nameIn(typed)) ?? true)
          ? `{${nameIn(typed)}}`
          : `{{${nameIn(typed)}}}`,
    )
    .replace(fullWidthFactTag, (tag) => (isFullWidthTag(tag) ? halfWidth(tag) : tag));
/** A fact typed in braces otherwise than {claims.ports}: with full-width characters, spaces inside or no closing brace. */
export const isMistypedFact = (braced: string, namesFact?: (name: string) => boolean) =>
  isBracedFact(braced, namesFact) && braced !== `{${nameIn(braced)}}`;

/**
 * What to write for a fact a text names as `name`, written as the text writes a fact: the fact,
 * or, when content/company.json has none of that name, any of its facts and the one most likely meant.
 */
export function factToWrite(name: string, knownFacts: readonly string[], written: (name: string) => string): string {
  return knownFacts.includes(name)
    ? written(name)
    : `${written("...")} with the name of a fact in content/company.json, which has no fact ${name}${meantFact(name, knownFacts, written)}`;
}

/**
 * What is wrong with a fact typed in braces otherwise than {claims.ports} (isMistypedFact), and
 * what to write instead: `advice` and the fact as `written` writes one.
 */
export function mistypedFactProblem(
  braced: string,
  knownFacts: readonly string[],
  written: (name: string) => string,
  advice: string,
): string {
  const inside = braced.replace(/^[{｛]|[}｝]{1,2}$/g, "");
  const faults = [
    hasFullWidth(braced) && (hasFullWidth(inside) ? "in full-width characters" : "with full-width braces"),
    !/[}｝]$/.test(braced) && "without its closing brace",
    /[}｝]{2}$/.test(braced) && "with two closing braces",
    /\s/.test(inside) && "with spaces inside its braces",
  ].filter(Boolean);
  // No comma after a brace left open: it would read as part of what was typed.
  return `has ${braced}${/[}｝]$/.test(braced) ? "," : ""} ${faults.join(" and ")}, which visitors would see as typed: ${advice} ${factToWrite(nameIn(braced), knownFacts, written)}`;
}

/**
 * What MDX would run as code in a body, by line: a {...} expression (MDX evaluates it, and one
 * that names nothing, such as {rates.sea.lcl}, makes the whole body fail to show), a Fact tag
 * not written <Fact (JSX names are case-sensitive: <fact> is an unknown HTML element, shown as nothing),
 * a Fact tag written any other way than <Fact name="..." /> with a fact's name, any other tag
 * (bodies are Markdown), and what stops MDX outright: a < that starts no tag, an HTML comment, a
 * link in angle brackets.
 * And a picture: a body's ![...](...) or <img> reaches the page as it is written, a file the build
 * does not publish or optimise (a broken image, or one that jumps the text as it loads).
 */
export function mdxBodyProblems(raw: string, knownFacts: readonly string[]): { line: number; message: string }[] {
  const problems: { line: number; message: string }[] = [];
  const { lines, openComment } = mdxBody(raw);
  // MDX reads all that follows as the note and stops the build at the file's end.
  if (openComment)
    problems.push({
      line: openComment,
      message: "has a note {/* with no */} after it, which MDX stops the build on: end the note with */}",
    });
  for (const { line, text: written } of lines) {
    // A body writes a fact as a tag, never in braces: one typed in full-width braces is named as
    // that, and not again as an expression (a half-width brace beside it) or as words.
    for (const [braced] of written.matchAll(bracedName))
      if (hasFullWidth(braced))
        problems.push({
          line,
          message: mistypedFactProblem(braced, knownFacts, tagOf, "a fact in this text is written"),
        });
    // So with a fact tag typed in full-width brackets, which is not a tag to MDX.
    for (const [tag] of written.matchAll(fullWidthFactTag))
      if (isFullWidthTag(tag)) problems.push({ line, message: fullWidthTagProblem(tag, knownFacts) });
    const text = written
      .replace(bracedName, (braced) => (hasFullWidth(braced) ? " ".repeat(braced.length) : braced))
      .replace(fullWidthFactTag, (tag) => (isFullWidthTag(tag) ? " ".repeat(tag.length) : tag));
    for (const m of text.matchAll(/(?<!\\)\{[^}]*\}?/g)) {
      // A fact typed as in a locale text, spaced or left open: the tag it stands for.
      const name = nameIn(m[0].match(bracedName)?.[0] ?? "");
      const meant = knownFacts.includes(name) ? ` (here ${tagOf(name)})` : meantFact(name, knownFacts, tagOf);
      problems.push({
        line,
        message: `has the expression ${m[0]}, which MDX runs as code (the whole text vanishes from the page when it names nothing): write a fact as <Fact name="..." />${meant}, and a brace as \\{`,
      });
    }
    for (const m of text.matchAll(/<\/?(fact)\b/gi))
      if (m[1] !== "Fact")
        problems.push({
          line,
          message: `writes <${m[1]}: the tag is <Fact name="..." /> with a capital F (any other spelling shows nothing)`,
        });
    for (const m of text.matchAll(/<Fact\b[^>]*(?:>|$)|<\/Fact\s*>/g)) {
      const message = factTagProblem(m[0], knownFacts);
      if (message) problems.push({ line, message });
    }
    // MDX takes every < for the start of a tag: one followed by a digit or a sign names none.
    for (const m of text.matchAll(/<(?![\sA-Za-z$_/>])(.?)/g))
      problems.push({
        line,
        message: text.startsWith("<!--", m.index)
          ? "has an HTML comment (<!-- ... -->), which MDX stops the build on: a note for editors is written {/* note */}"
          : `has "<${m[1]}", which MDX reads as the start of a tag and stops the build on: write "less than" in words, or &lt;`,
      });
    for (const m of text.matchAll(autolink))
      problems.push({
        line,
        message: `has ${m[0]}, which MDX reads as a tag and stops the build on: write a link as [the words to show](${m[1].includes(":") ? "" : "mailto:"}${m[1]})`,
      });
    for (const m of text.replace(autolink, (link) => " ".repeat(link.length)).matchAll(htmlTag))
      problems.push({
        line,
        message: `has the HTML tag ${quoteTag(text.slice(m.index))}: a text here is Markdown, and HTML is not shown as written (or stops the build). A blank line starts a new paragraph and **two stars** make words bold; for anything else, such as a video or a box, ask a developer`,
      });
    // MDX reads a paragraph that starts with import or export as JavaScript; a line further down a
    // paragraph is text, but rewrapping the paragraph can make it the first.
    const esm = text.match(/^(import|export)\s/)?.[1];
    if (esm)
      problems.push({
        line,
        message: `starts with the word "${esm}", which MDX reads as code at the start of a line and stops the build on: rewrap the paragraph so that this line starts with another word`,
      });
    if (/!\[[^\]]*\][[(]|<img\b/i.test(text))
      problems.push({
        line,
        message:
          "has a picture (![...](...) or <img>), which a page cannot show from its text: say it in words, or ask a developer to add a drawing (src/illustrations)",
      });
  }
  return problems;
}

/** What is wrong with a fact tag typed in full-width brackets, and the tag to write instead. */
function fullWidthTagProblem(tag: string, knownFacts: readonly string[]): string {
  const name = halfWidth(tag).match(/name\s*=\s*["'\u201c\u201d\u2018\u2019]?([A-Za-z][\w.]*)/)?.[1];
  const fault = hasFullWidth(tag.replace(/^[<＜]|[>＞]$/g, ""))
    ? "in full-width characters"
    : "with full-width angle brackets";
  return `has ${tag}, ${fault}, which visitors would see as typed: type it in half-width (English) mode, ${
    name ? factToWrite(name, knownFacts, tagOf) : `${tagOf("...")} with the name of a fact in content/company.json`
  }`;
}

/** A fact as a body names it, <Fact name="claims.ports" />: its name is the first group. */
export const factTag = /<Fact\s+name="([^"]+)"\s*\/>/g;
const tagOf = (name: string) => `<Fact name="${name}" />`;

/**
 * A published price in a body (<Fact name="rates.air.economy" />) with no day it is offered until
 * in the same body: the terms hold a price only until the date shown with it. Any
 * <Fact name="rates....validUntil" /> of the same date serves ("these rates are valid until..."),
 * so rates that share a date need it once; named by the price's first line.
 */
export function undatedPriceProblems(
  raw: string,
  validUntilOf: (name: string) => string | undefined,
): { line: number; message: string }[] {
  const facts = mdxBodyLines(raw).flatMap(({ line, text }) =>
    [...text.matchAll(factTag)].map((m) => ({ line, name: m[1] })),
  );
  const shownDates = new Set(
    facts
      .filter((f) => f.name.endsWith(".validUntil"))
      .map((f) => validUntilOf(f.name.slice(0, -".validUntil".length))),
  );
  const problems: { line: number; message: string }[] = [];
  const named = new Set<string>();
  for (const { line, name } of facts) {
    const date = validUntilOf(name);
    if (date === undefined || shownDates.has(date) || named.has(name)) continue;
    named.add(name);
    problems.push({
      line,
      message: `names the price <Fact name="${name}" /> without the day it is offered until: add <Fact name="${name}.validUntil" /> to the text ("valid until ..."), as the terms hold a published price only until the date shown with it`,
    });
  }
  return problems;
}

const currencyBefore = String.raw`(?:USD|IDR|SGD|CNY|RMB|JPY|EUR|MYR|Rp\.?|US\$|S\$|\$|¥|€)`;
const currencyAfter = String.raw`(?:USD|IDR|SGD|CNY|RMB|JPY|EUR|MYR|rupiah|美元|新元|人民币|日元|元|円|ドル|ルピア)`;
/** An amount of money typed with its currency, before or after it: "USD 45", "Rp 5.000", "45 美元". */
const typedAmount = new RegExp(
  String.raw`(?<![\w$])${currencyBefore}\s?\d(?:[\d.,]*\d)?|\d(?:[\d.,]*\d)?\s?${currencyAfter}(?![A-Za-z])`,
  "g",
);

/**
 * An amount of money typed into a body ("USD 45", "Rp 5.000"), by its line. A rate of ours
 * typed so stays when company.json changes and carries no validity; a figure that is no price of
 * ours (a customs threshold, an example) may stay, so the check warns.
 */
export function typedAmountProblems(raw: string): { line: number; message: string }[] {
  return mdxBodyLines(raw).flatMap(({ line, text }) =>
    [...text.matchAll(typedAmount)].map((m) => ({
      line,
      message: `types the amount "${m[0].trim()}": write a price of ours as its fact (<Fact name="rates.sea.lcl" />), which follows content/company.json and its validity; a figure that is no price of ours, such as a customs threshold, may stay as typed`,
    })),
  );
}

/** <https://bpbatam.go.id> or <info@example.co.id>: Markdown's links in angle brackets, which MDX has not. */
const autolink = /(?<!\\)<((?:[A-Za-z][A-Za-z0-9+.-]*:|[^\s<>@]+@)[^\s<>]*)>/g;

/**
 * An HTML element or any component but Fact, opening or closing. MDX runs <script>, which the
 * site's CSP then allows (src/node/csp.ts hashes every inline script of a page); the CSP blocks an
 * <iframe>; and an element not closed (<br>, a <b> left open) stops the build. Any spelling of fact
 * and <img> have their own messages.
 */
const htmlTag = /(?<!\\)<\/?(?!(?:fact|img)\b)[A-Za-z]/gi;

/** A tag as written, up to its > and not too long to read in a message. */
function quoteTag(from: string): string {
  const tag = from.match(/^<[^<>]*>?/)![0];
  return tag.length > 60 ? `${tag.slice(0, 57)}...` : tag;
}

/**
 * Why a tag that starts <Fact is not <Fact name="..." /> naming a fact, or undefined when it is.
 * MDX stops the build on a name in no quotes or in curly quotes, and hands the page no name at all
 * for another attribute or none, or a name company.json lacks: either way the build fails far
 * from the line, so every spelling but the one is refused here.
 */
function factTagProblem(tag: string, knownFacts: readonly string[]): string | undefined {
  if (tag.startsWith("</"))
    return `has ${tag}: a fact tag closes itself, as <Fact name="..." />, and has no closing tag: delete ${tag}`;
  if (!tag.endsWith(">"))
    return `has ${tag} without its end on this line: write the whole tag on one line, <Fact name="..." />`;
  const exact = tag.match(/^<Fact\s+name="([^"]*)"\s*(\/?)>$/);
  if (exact && exact[2] === "/") {
    if (knownFacts.includes(exact[1])) return undefined;
    const meant = meantFact(exact[1], knownFacts, (name) => `<Fact name="${name}" />`);
    return `names a fact that content/company.json does not have: ${tag}${meant || `. Write the name of one of its facts, as in <Fact name="claims.ports" />`}`;
  }
  if (exact && knownFacts.includes(exact[1]))
    return `has ${tag} without its closing /> (MDX stops the build on it): write it as <Fact name="${exact[1]}" />`;
  // The name the editor meant, whatever the attribute is called or quoted with.
  const meant = tag.match(/=\s*["'\u201c\u201d\u2018\u2019]?([A-Za-z][\w.]*)/)?.[1];
  const reasons: string[] = [];
  if (!/=/.test(tag)) reasons.push("it names no fact");
  else if (!/^<Fact\s+name\s*=/.test(tag)) reasons.push("the attribute must be called name");
  if (meant && !/=\s*"[^"]*"/.test(tag)) reasons.push('the name must be in straight double quotes (")');
  if (meant && !knownFacts.includes(meant)) reasons.push(`content/company.json has no fact ${meant}`);
  if (!tag.endsWith("/>")) reasons.push("it must end with />");
  const write =
    meant && knownFacts.includes(meant)
      ? `<Fact name="${meant}" />`
      : `<Fact name="..." /> with the name of a fact in content/company.json`;
  return `has ${tag}, which is not how a fact is written (${reasons.join("; ")}): write ${write}`;
}

/**
 * An article's headings, which its "In this article" list names: a <Fact /> in one is left out
 * of that list (gatsby-plugin-mdx's table of contents keeps a heading's plain text only, so the
 * figure is missing there), and a "# " heading is a second h1 beside the title, which the list
 * leaves out with everything under it. By line.
 */
export function articleHeadingProblems(raw: string): { line: number; message: string }[] {
  return mdxBodyLines(raw).flatMap(({ line, text }) => {
    const level = headingLevel(text);
    if (!level) return [];
    if (level === 1)
      return [
        {
          line,
          message:
            'has a heading with one #, a second title beside the article\'s own (its title field): start a section with "## "',
        },
      ];
    return /<Fact\b/.test(text)
      ? [
          {
            line,
            message:
              "has a fact in a heading, which the list of sections at the top (In this article) shows without its figure: say the figure in the text below the heading",
          },
        ]
      : [];
  });
}

/** The level of a Markdown heading line (## is 2), or undefined for any other line. */
const headingLevel = (text: string) => text.match(/^ {0,3}(#{1,6})\s/)?.[1].length;

/**
 * A body's headings that skip a level: the page's title is its only h1, so the body's first
 * heading is ## and each one at most one level below the one before. A skipped level is no
 * error to MDX: the page shows it, and screen readers, which list a page's sections by level,
 * find a part without its section; an article's list of sections (In this article) names only
 * its ## headings, so a section begun with ### or deeper is left out of it. By line. A # heading
 * is named by articleHeadingProblems in an article.
 * And a heading typed without the space after its marks ("##Biaya"): Markdown reads it as a
 * paragraph, so the page shows the marks and the section is missing from the list of sections.
 * It counts as the heading it was meant to be, so the headings under it are not named as well.
 */
export function headingProblems(raw: string): { line: number; message: string }[] {
  let above: { level: number; line?: number } = { level: 1 };
  return mdxBodyLines(raw).flatMap(({ line, text }) => {
    const unspaced = text.match(/^ {0,3}(#{2,6})([^\s#].*)$/);
    const level = headingLevel(text) ?? unspaced?.[1].length;
    if (!level) return [];
    const before = above;
    above = { level, line };
    if (unspaced)
      return [
        {
          line,
          message: `has "${unspaced[0].trim()}", a heading without a space after its ${unspaced[1]}, which the page shows as typed, marks and all: write "${unspaced[1]} ${unspaced[2].trim()}"`,
        },
      ];
    if (level <= before.level + 1) return [];
    const marks = (n: number) => "#".repeat(n);
    return [
      {
        line,
        message:
          before.line === undefined
            ? `has a heading with ${marks(level)}, the text's first: start a section with "## " (the page's title is the only heading above it)`
            : `has a heading with ${marks(level)} under the ${marks(before.level)} heading of line ${before.line}, which skips a level: write "${marks(before.level + 1)} " for a part of that section, or "## " for a section of its own`,
      },
    ];
  });
}

/**
 * A legal page's sections, each "## 1. Heading" in order from 1 (CONTRIBUTING.md): a reader and a
 * letter quote them by number, and every language numbers the same section alike. A number written
 * otherwise ("## 3 Data", "## 3) Data", "## ３．データ" on a full-width keyboard), a section without
 * one, or one that does not follow the section before it, by line with the heading to write. The
 * first section's number is not held to 1: a first heading written with ### (named by
 * headingProblems) leaves its section out of the count.
 */
export function legalHeadingProblems(raw: string): { line: number; message: string }[] {
  const form = '(the sections are numbered "## 1. Heading": the number, a full stop and a space)';
  let before: { number: number; line: number } | undefined;
  return mdxBodyLines(raw).flatMap(({ line, text }) => {
    if (headingLevel(text) !== 2) return [];
    const heading = text.trim();
    const words = heading.replace(/^##\s+/, "");
    const [, digits, rest] = /^([0-9０-９]+)\s*[.)．）、:：]?\s*(.*)$/u.exec(words) ?? [];
    const number = digits === undefined ? undefined : Number(digits.normalize("NFKC"));
    const expected = before ? before.number + 1 : (number ?? 1);
    const shown = rest ?? words;
    const previous = before;
    before = { number: number ?? expected, line };
    if (number === undefined)
      return [
        { line, message: `has "${heading}", a section without its number ${form}: write "## ${expected}. ${shown}"` },
      ];
    if (words !== `${number}. ${shown}`)
      return [
        {
          line,
          message: `has "${heading}", a section number written otherwise ${form}: write "## ${expected}. ${shown}"`,
        },
      ];
    return number === expected || !previous
      ? []
      : [
          {
            line,
            message: `has "${heading}", numbered ${number} after section ${previous.number} (line ${previous.line}): write "## ${expected}. ${shown}" (the sections are numbered in order from 1)`,
          },
        ];
  });
}

// What rehype-slug (src/node/mdx-options.ts) leaves of a heading's text in its id, lower-cased:
// letters, marks, digits, "_", "-" and spaces (github-slugger's rule for the scripts the site
// writes; a no-break space, which keeps a number with its unit, goes too).
const notInId = /[^\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc}\- ]/gu;
// Markup whose text a heading's id is made from differently than typed (a tag, a code span, a
// link, emphasis, an escape or entity).
const markedUp = /[`<>{}\\&[\]*_]/;

/**
 * The ids the page gives an MDX body's headings, in order, as rehype-slug makes them from their
 * text (a second "Costs" is costs-1); undefined when a heading holds markup, or is underlined
 * (Text, then ---), whose id the check cannot tell without MDX.
 */
export function headingIds(raw: string): string[] | undefined {
  const rawLines = raw.split(/\r?\n/);
  const taken = new Map<string, number>();
  const ids: string[] = [];
  let before = "";
  for (const { line, text } of mdxBodyLines(raw)) {
    const underline = /^ {0,3}(=+|-+)\s*$/.test(text) && before.trim() !== "" && !headingLevel(before);
    before = text;
    if (underline) return undefined;
    if (!headingLevel(text)) continue;
    const words = rawLines[line - 1]
      .replace(/^ {0,3}#+\s+/, "")
      .replace(/(^|\s+)#+\s*$/, "")
      .trim();
    if (markedUp.test(words)) return undefined;
    let id = keepUnitsWithNumbers(words).toLowerCase().replace(notInId, "").replace(/ /g, "-");
    const base = id;
    while (taken.has(id)) {
      taken.set(base, taken.get(base)! + 1);
      id = `${base}-${taken.get(base)}`;
    }
    taken.set(id, 0);
    ids.push(id);
  }
  return ids;
}

/** A Markdown table's cells on one row: the text between its pipes, an escaped \\| kept in its cell. */
const tableCells = (row: string) =>
  row
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/**
 * A body's Markdown tables that do not show as the editor typed them, by line: without the line
 * of --- under the first row (or with another number of columns there), Markdown makes no table,
 * and the page shows the rows as one paragraph, pipes and all; and a row with more cells than the
 * first, whose cells past the first row's number the page leaves out with their figures.
 */
export function tableProblems(raw: string): { line: number; message: string }[] {
  const problems: { line: number; message: string }[] = [];
  const rows = mdxBodyLines(raw).filter(({ text }) => text.trim().startsWith("|"));
  const tables: { line: number; text: string }[][] = [];
  for (const row of rows) {
    const table = tables.at(-1);
    if (table && table.at(-1)!.line === row.line - 1) table.push(row);
    else tables.push([row]);
  }
  for (const [head, delimiter, ...body] of tables) {
    const columns = tableCells(head.text).length;
    const delimiterCells = delimiter ? tableCells(delimiter.text) : [];
    if (delimiterCells.length !== columns || !delimiterCells.every((cell) => /^:?-+:?$/.test(cell))) {
      problems.push({
        line: head.line,
        message: `has a table whose first row has no line of --- under it, one per column (${Array(columns).fill("| --- ").join("")}|), so the page shows its rows as typed, pipes and all: write that line under the first row`,
      });
      continue;
    }
    for (const row of body) {
      const cells = tableCells(row.text);
      if (cells.length > columns)
        problems.push({
          line: row.line,
          message: `has a table row of ${cells.length} cells under a first row of ${columns}: the page leaves out ${cells
            .slice(columns)
            .map((cell) => JSON.stringify(cell))
            .join(", ")}. Add the column to the first row and the line of --- under it, or join the cells`,
        });
    }
  }
  return problems;
}
