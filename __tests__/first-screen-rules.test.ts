import { mayMatch, readProperties, withoutRulesForAbsent, withoutUnreadProperties } from "../src/ssr/element-rules";
import { firstScreenParts } from "../src/ssr/first-screen-css";

// Which rules of the site's stylesheet the home page's inline first-screen CSS keeps
// (src/ssr/element-rules.ts): the built sheet itself is checked in a browser by
// e2e/first-paint.spec.ts, which compares the first screen with and without the full stylesheet.

const present = (elements: string[], classes: string[] = []) => ({
  elements: new Set(["html", "body", "div", ...elements]),
  classes: new Set(classes),
});

describe("mayMatch", () => {
  const page = present(["header", "a", "ul", "li", "svg", "h1", "button"], ["on-dark", "lg:block"]);

  test.each([
    ["a", true],
    ["table", false],
    ["code", false],
    ["abbr:where([title])", false],
    // Inside :is() and :where() an element is one choice of several, or a condition.
    [":lang(ja) :is(h1,h2,h3,.text-center)", true],
    [":-moz-focusring:where(:not(iframe))", true],
    [":where(select:is([multiple],[size])) optgroup", false],
    ["button", true],
    ["input:where([type=button],[type=reset],[type=submit])", false],
    ["[hidden]:where(:not([hidden=until-found]))", true],
    ["*", true],
    ["::backdrop", true],
    // The inner parts of form fields need a field.
    ["::placeholder", false],
    ["::-webkit-datetime-edit", false],
    ["::file-selector-button", false],
    [".on-dark", true],
    [".reveal[data-reveal=pending]", false],
    [".faq-item>summary::-webkit-details-marker", false],
    [".lg\\:block", true],
    ["#page-title:is(:lang(zh),:lang(ja))", true],
    // What a :has() asks for must be there too, one of its choices at least.
    ["html:has(textarea:focus)", false],
    ["html:has(> body a)", true],
    ["html:has(table, textarea:focus)", false],
    ["html:has(table, h1)", true],
    ["[data-popover-host]:has(> :is(:popover-open,[data-open])) > button *", true],
    ["header:has(#menu ~ button:not([aria-expanded])) ~ :is(main,footer)", true],
    ["header:has(nav)", false],
    ["div:has(:has(h1))", true],
    ["div:has(:has(table))", false],
    // Inside :is() a :has() is one choice of several.
    [":is(a, div:has(table))", true],
  ])("%s: %s", (selector, expected) => {
    expect(mayMatch(selector, page)).toBe(expected);
  });

  test("a form field's inner parts when the first screen has a field", () => {
    expect(mayMatch("::placeholder", present(["input"]))).toBe(true);
  });
});

describe("withoutRulesForAbsent", () => {
  test("drops the base and unlayered rules of absent elements and classes and the print rules, keeps the rest, and leaves no empty at-rules", () => {
    const css =
      "@layer base{a{color:inherit}table{border-collapse:collapse}h1,h2,h3{font-size:inherit}@supports (x:y){@media (hover:hover){::placeholder{color:gray}}}}" +
      "@layer utilities{.flex{display:flex}table.x{color:red}}.reveal{opacity:0}.skip-link{position:fixed}@media (min-width:1px){.faq>summary{display:none}}" +
      "@media print{.skip-link,a{display:none}}";
    expect(withoutRulesForAbsent(css, present(["a", "h1"], ["skip-link"]))).toBe(
      "@layer base{a{color:inherit}h1{font-size:inherit}}@layer utilities{.flex{display:flex}table.x{color:red}}.skip-link{position:fixed}",
    );
  });
});

describe("withoutUnreadProperties", () => {
  const css =
    "@layer properties{*{--tw-a:0;--tw-b:0}}@layer theme{:root{--font-mono:mono;--mono:var(--font-mono);--color-x:#fff;--color-y:#000;--color-z:#111}}" +
    '@layer utilities{.a{--tw-b:1;translate:var(--tw-a)}.x{color:var(--color-x)}}@property --tw-a{syntax:"*";inherits:false}@property --tw-b{syntax:"*";inherits:false}';

  test("drops the values and registrations nothing reads, also those only an unread value read, and keeps what utilities set", () => {
    expect(withoutUnreadProperties(css, new Set(["--color-z"]))).toBe(
      "@layer properties{*{--tw-a:0}}@layer theme{:root{--color-x:#fff;--color-z:#111}}" +
        '@layer utilities{.a{--tw-b:1;translate:var(--tw-a)}.x{color:var(--color-x)}}@property --tw-a{syntax:"*";inherits:false}',
    );
  });

  test("reads what markup reads in its style attributes", () => {
    expect([...readProperties('<div style="color:var(--color-z);--reveal-delay:1s"></div>')]).toEqual(["--color-z"]);
  });
});

describe("firstScreenParts", () => {
  const body =
    '<a class="skip-link" data-first-screen="" href="#main">Skip</a>' +
    '<header data-first-screen="" class="fixed"><nav><div popover="" data-closed-at-first="" class="bg-white"><ul class="flex-col"><li><a class="px-3" href="/">Home</a></li></ul></div></nav></header>' +
    '<main><section data-fills-screen="" class="min-h-screen"><h1 class="text-4xl">Hi</h1></section><section><table class="w-full"></table></section></main>';

  test("the classes of the first screen (not of what is inside a closed panel) and its elements with those around them", () => {
    const parts = firstScreenParts(body)!;
    expect(parts.classes).toEqual(["bg-white", "fixed", "min-h-screen", "skip-link", "text-4xl"]);
    expect([...parts.elements].sort()).toEqual([
      "a",
      "body",
      "div",
      "h1",
      "header",
      "html",
      "li",
      "main",
      "nav",
      "section",
      "ul",
    ]);
  });

  test("none for a page whose first section does not fill the screen", () => {
    expect(firstScreenParts("<header data-first-screen=''></header><main><section></section></main>")).toBeUndefined();
  });
});
