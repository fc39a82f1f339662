import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { frontmatterSyntaxProblems } from "../src/node/frontmatter-syntax";

// Frontmatter that is not YAML stops the build before gatsby-plugin-mdx reads it, naming the file
// and where in it (the plugin's own stack trace names neither).

let content: string;
beforeEach(() => {
  content = path.join(mkdtempSync(path.join(tmpdir(), "frontmatter-")), "content");
  mkdirSync(path.join(content, "articles", "lcl-atau-fcl"), { recursive: true });
});
afterEach(() => rmSync(path.dirname(content), { recursive: true, force: true }));

const write = (file: string, text: string) => writeFileSync(path.join(content, file), text);

it("names the file, the line and the column of an unquoted colon in a title", () => {
  write("articles/lcl-atau-fcl/en.mdx", "---\ntitle: LCL or FCL: when to book a container\nkind: guide\n---\nBody.\n");
  write(
    "articles/lcl-atau-fcl/id.mdx",
    '---\ntitle: "LCL atau FCL: kapan memesan kontainer"\nkind: guide\n---\nIsi.\n',
  );
  const problems = frontmatterSyntaxProblems(content);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(
    /^content\/articles\/lcl-atau-fcl\/en\.mdx: the frontmatter .* is not valid YAML: .* at line 2, column 18$/,
  );
});

it("finds nothing wrong in the project's own content", () => {
  expect(frontmatterSyntaxProblems(path.resolve(__dirname, "../content"))).toEqual([]);
});
