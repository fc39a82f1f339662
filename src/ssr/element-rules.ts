import postcss, { list, type AtRule, type Container } from "postcss";

// Tailwind's base layer (its preflight) sets the defaults of every kind of element: tables,
// code, form fields and their inner parts; the site's own rules (src/styles/global.css) style
// the revealed sections, the FAQ and more. The first screen's inline CSS needs only the rules
// that can apply to the first screen; the rest come with the full stylesheet, as the rules of
// everything below the first screen do. This drops the rules of the base layer and the site's
// unlayered rules whose selectors name an element or a class the first screen does not have,
// and such selectors from the lists of the rules kept (h1,h2,...,h6 becomes h1), and the print
// rules: the full stylesheet has come long before anyone prints.
// The utilities are left alone: they are already made for the first screen's class names only.

/** Pseudo-elements and -classes of form fields' inner parts: they need a field to apply to. */
const fieldPart = /::(placeholder|file-selector-button|-webkit-)|:-moz-ui-invalid/;
const fields = ["input", "textarea", "select"];

/** The selector without what is inside brackets and parentheses (:is(h1, h2) may match without h1). */
function outerPart(selector: string): string {
  let depth = 0;
  let outer = "";
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === "\\") {
      if (depth === 0) outer += selector.slice(i, i + 2);
      i++;
    } else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0) outer += c;
  }
  return outer;
}

/** The element names a selector requires: each is on the page wherever the selector matches. */
const elementNames = (outer: string) =>
  [...outer.matchAll(/(?:^|[\s>+~])([a-z][a-z0-9-]*)/gi)].map((m) => m[1].toLowerCase());

/** The class names a selector requires, unescaped (.lg\:block is the class lg:block). */
const classNames = (outer: string) =>
  [...outer.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1].replace(/\\(.)/g, "$1"));

/** What is on the first screen: the names of its elements and its class names. */
export interface Present {
  elements: ReadonlySet<string>;
  classes: ReadonlySet<string>;
}

/** The arguments of the selector's own :has() (not of one inside :is(), which may match without it). */
function hasArguments(selector: string): string[] {
  const found: string[] = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === "\\") i++;
    else if (depth === 0 && selector.startsWith(":has(", i)) {
      const start = i + ":has(".length;
      let end = start;
      for (let inner = 1; end < selector.length; end++) {
        if (selector[end] === "\\") end++;
        else if (selector[end] === "(") inner++;
        else if (selector[end] === ")" && --inner === 0) break;
      }
      found.push(selector.slice(start, end));
      i = end;
    } else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
  }
  return found;
}

/**
 * Whether a selector can match on a first screen with these elements and classes. What a :has()
 * asks for is needed too: a rule of the root while a form has focus (html:has(form :focus))
 * waits with the field for the full stylesheet.
 */
export function mayMatch(selector: string, present: Present): boolean {
  const { elements, classes } = present;
  const outer = outerPart(selector);
  if (!elementNames(outer).every((name) => elements.has(name))) return false;
  if (!classNames(outer).every((name) => classes.has(name))) return false;
  if (!hasArguments(selector).every((args) => list.comma(args).some((one) => mayMatch(one, present)))) return false;
  return !fieldPart.test(selector) || fields.some((name) => elements.has(name));
}

const inUtilities = (container: Container | undefined): boolean => {
  for (let node = container; node; node = node.parent as Container | undefined) {
    if (node.type === "atrule" && (node as AtRule).name === "layer" && (node as AtRule).params !== "base") return true;
  }
  return false;
};

/** The CSS without the base and unlayered rules none of whose selectors can match what is present. */
export function withoutRulesForAbsent(css: string, present: Present): string {
  const root = postcss.parse(css);
  root.walkAtRules("media", (atRule) => {
    if (atRule.params.trim() === "print") atRule.remove();
  });
  root.walkRules((rule) => {
    if (inUtilities(rule.parent as Container)) return;
    const selectors = rule.selectors.filter((selector) => mayMatch(selector, present));
    if (selectors.length === 0) rule.remove();
    else if (selectors.length < rule.selectors.length) rule.selectors = selectors;
  });
  // At-rules (@supports, @media) left with nothing inside, innermost first.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) emptied = !!atRule.remove();
    });
  }
  return root.toString();
}

/** Custom properties read somewhere: by the CSS (var(--name)) or by the first screen's style attributes. */
export const readProperties = (text: string) => new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));

const inLayer = (node: Container | undefined, names: string[]): boolean => {
  for (; node; node = node.parent as Container | undefined) {
    if (node.type === "atrule" && (node as AtRule).name === "layer") return names.includes((node as AtRule).params);
  }
  return false;
};

/**
 * The CSS without the default values of custom properties that nothing reads: Tailwind's theme
 * values and the registrations and starting values of its own properties (@property, and the
 * properties layer for browsers without it) that only rules of elsewhere on the site use.
 * `alsoRead`: those the page's markup reads (in style attributes).
 */
export function withoutUnreadProperties(css: string, alsoRead: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  for (let removed = true; removed;) {
    removed = false;
    const read = new Set([...readProperties(root.toString()), ...alsoRead]);
    root.walkAtRules("property", (atRule) => {
      if (!read.has(atRule.params)) removed = !!atRule.remove();
    });
    root.walkDecls(/^--/, (decl) => {
      if (!read.has(decl.prop) && inLayer(decl.parent as Container, ["theme", "properties"])) removed = !!decl.remove();
    });
  }
  return root.toString();
}
