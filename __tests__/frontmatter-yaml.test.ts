import { readMdx } from "../src/node/frontmatter-yaml";

describe("readMdx", () => {
  it("names fields above a --- with no opening --- line as the frontmatter's missing first line", () => {
    const { broken } = readMdx("title: Sea Freight\nnavTitle: Sea\nfeatures:\n  - FCL\n---\n\nBody text.\n");
    expect(broken).toEqual({
      line: 1,
      field: "title",
      reason: "the frontmatter has no opening --- line: add a line of three hyphens above its first field",
    });
  });

  it.each([
    [
      "a page with no frontmatter and a --- rule",
      "Note: these terms apply.\n\nMore text here.\n\n---\n\n## 2. Rates\n",
    ],
    ["one field-like line above a rule", "Note: read this.\n---\nText.\n"],
  ])("reads %s as a body", (_, text) => {
    const { parsed, broken } = readMdx(text);
    expect(broken).toBeUndefined();
    expect(parsed?.content).toBe(text);
  });
});

describe("a frontmatter line indented with a tab", () => {
  it.each([
    [
      "a source's url, which YAML would read as a field of the whole file",
      '---\ntitle: "LCL or FCL"\nsources:\n  - title: "Eimskip"\n\turl: "https://www.eimskip.com/"\nkind: guide\n---\n\nBody.\n',
      5,
      "url",
    ],
    [
      "a list entry, which YAML refuses on the line below it",
      '---\ntitle: "Sea Freight"\nwhyChooseUs:\n\t- icon: globe\n    title: "Global coverage"\n---\n\nBody.\n',
      4,
      "icon",
    ],
  ])("is named on its own line: %s", (_, text, line, field) => {
    expect(readMdx(text).broken).toEqual({
      line,
      field,
      reason: "the line is indented with a tab: indent with spaces only",
    });
  });

  it("leaves tabs in the body alone", () => {
    const text = '---\ntitle: "Sea Freight"\n---\n\n\t- a list in the body\n';
    expect(readMdx(text).broken).toBeUndefined();
  });
});
