import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { missingSections } from "../src/node/link-anchors";
import { headingIds } from "../src/node/mdx-body-check";

describe("links to a section of the site", () => {
  let dir: string;
  const page = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `<!doctype html><html><body>${body}</body></html>`);
  };
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "anchors-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("names each link whose page has no such section, by the page it is on", () => {
    page("services/ekspedisi-laut/index.html", '<main id="main"><section id="calculator"></section></main>');
    page("services/bea-cukai/index.html", '<section id="estimator"></section>');
    page(
      "artikel/alat/index.html",
      [
        '<a href="/services/ekspedisi-laut/#calculator">ok</a>',
        '<a href="/services/ekspedisi-laut/#kalkulator">translated</a>',
        '<a href="/services/bea-cukai/#calculator">another page</a>',
        '<a href="#cara-menghitung">own page</a>',
        '<h2 id="di-artikel-ini"></h2><a href="#di-artikel-ini">own section</a>',
        '<a href="#">top</a><a href="https://example.org/#x">elsewhere</a><a href="/no-page/#x">no page</a>',
      ].join(""),
    );
    expect(missingSections(dir)).toEqual([
      "artikel/alat/index.html: links to /services/ekspedisi-laut/#kalkulator, and that page has no section #kalkulator (did you mean #calculator?)",
      "artikel/alat/index.html: links to /services/bea-cukai/#calculator, and that page has no section #calculator",
      "artikel/alat/index.html: links to #cara-menghitung, and that page has no section #cara-menghitung",
    ]);
  });

  it("names a link an MDX body writes by that file and each line it is on, with the section most likely meant", () => {
    const content = path.join(dir, "content");
    const source = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
      writeFileSync(path.join(content, file), text);
    };
    source(
      "articles/alat/en.mdx",
      [
        "---",
        'title: "Tools"',
        "---",
        "",
        "Use the [calculator](/en/services/ekspedisi-laut/#kalkulator).",
        "",
        "[Again](/en/services/ekspedisi-laut/#kalkulator), and [how](#how-to-count).",
        "",
      ].join("\n"),
    );
    page("en/services/ekspedisi-laut/index.html", '<section id="calculator"></section>');
    page(
      "en/artikel/alat/index.html",
      [
        '<a href="/en/services/ekspedisi-laut/#kalkulator">calculator</a>',
        '<a href="/en/services/ekspedisi-laut/#kalkulator">again</a>',
        '<h2 id="how-to-count-it"></h2><a href="#how-to-count">how</a>',
        '<a href="/en/services/ekspedisi-laut/#estimator">the template\'s own</a>',
      ].join(""),
    );
    expect(missingSections(dir, content)).toEqual([
      `${path.join("content", "articles", "alat", "en.mdx")} line 5: links to /en/services/ekspedisi-laut/#kalkulator, and that page has no section #kalkulator (did you mean #calculator?)`,
      `${path.join("content", "articles", "alat", "en.mdx")} line 7: links to /en/services/ekspedisi-laut/#kalkulator, and that page has no section #kalkulator (did you mean #calculator?)`,
      `${path.join("content", "articles", "alat", "en.mdx")} line 7: links to #how-to-count, and that page has no section #how-to-count`,
      "en/artikel/alat/index.html: links to /en/services/ekspedisi-laut/#estimator, and that page has no section #estimator",
    ]);
  });

  it("reads an encoded section name as the page writes its id", () => {
    page("ja/artikel/lcl/index.html", '<h2 id="料金"></h2><a href="#%E6%96%99%E9%87%91">料金</a>');
    expect(missingSections(dir)).toEqual([]);
  });

  it("knows a body's headings' ids from its MDX file as the page gives them, and none where a heading holds markup", () => {
    const mdx = (...body: string[]) => ["---", 'title: "T"', "---", "", ...body].join("\n");
    expect(
      headingIds(
        mdx(
          "## Costs",
          "",
          "## Costs",
          "### 20 ft containers: what's in?",
          "## 比較表（LCL）",
          "```",
          "## code",
          "```",
        ),
      ),
    ).toEqual(["costs", "costs-1", "20ft-containers-whats-in", "比較表lcl"]);
    expect(headingIds(mdx("## The `B/L`"))).toBeUndefined();
    expect(headingIds(mdx('## Costs <Fact name="claims.ports" />'))).toBeUndefined();
    expect(headingIds(mdx("Costs", "---"))).toBeUndefined();
  });
});
