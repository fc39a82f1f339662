import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { missingSections } from "../src/node/link-anchors";

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
      "artikel/alat/index.html: links to /services/ekspedisi-laut/#kalkulator, and that page has no section #kalkulator",
      "artikel/alat/index.html: links to /services/bea-cukai/#calculator, and that page has no section #calculator",
      "artikel/alat/index.html: links to #cara-menghitung, and that page has no section #cara-menghitung",
    ]);
  });

  it("reads an encoded section name as the page writes its id", () => {
    page("ja/artikel/lcl/index.html", '<h2 id="料金"></h2><a href="#%E6%96%99%E9%87%91">料金</a>');
    expect(missingSections(dir)).toEqual([]);
  });
});
