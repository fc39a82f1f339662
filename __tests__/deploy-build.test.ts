import { readFileSync } from "fs";
import path from "path";

// What Netlify runs to deploy the site: the editors' content check, then the build. A content
// error (a missing translation shows its raw key on the page, and the build alone passes) must
// stop the deploy.

const netlifyToml = readFileSync(path.resolve(__dirname, "../netlify.toml"), "utf8");

it("a Netlify deploy runs npm run check:content and builds only when it passes", () => {
  const command = netlifyToml.match(/^\s*command\s*=\s*"([^"]*)"/m)?.[1];
  expect(command).toBe("npm run check:content && npm run build");
});
