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
