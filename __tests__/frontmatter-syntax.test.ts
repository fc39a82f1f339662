import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { frontmatterSyntaxProblems } from "../src/node/frontmatter-syntax";
import { startProblems } from "../src/node/check-site-lists";
import languagesFile from "../content/languages.json";
import servicesFile from "../content/services.json";

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

it("is named in the same stop as a wrong list of services, which does not hide it", () => {
  write("articles/lcl-atau-fcl/en.mdx", "---\ntitle: LCL or FCL: when to book a container\nkind: guide\n---\nBody.\n");
  // The first service listed twice.
  const services = [...servicesFile, servicesFile[0]];
  const stop = startProblems(content, { languages: languagesFile, services });
  expect(stop).toMatch(/^The list of languages or services is wrong:\ncontent\/services\.json .+/);
  expect(stop).toMatch(
    /\n\nAn MDX file's frontmatter cannot be read:\ncontent\/articles\/lcl-atau-fcl\/en\.mdx: the frontmatter .* is not valid YAML/,
  );
  expect(startProblems(path.resolve(__dirname, "../content"))).toBeUndefined();
});
