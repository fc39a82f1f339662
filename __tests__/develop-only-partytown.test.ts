import { readFileSync } from "fs";
import { partytownBrowser } from "../src/node/develop-only-partytown";

// The production build puts an empty module in place of Gatsby's internal Partytown plugin's
// browser code. That is only right while the code does nothing outside `gatsby develop`.
describe("Gatsby's internal Partytown plugin in the browser", () => {
  const file = require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js");
  const source = readFileSync(file, "utf8");

  it("is the file the production build replaces", () => {
    expect(file).toMatch(partytownBrowser);
  });

  it("has one browser API, which returns at once outside development", () => {
    expect([...new Set(source.match(/exports\.\w+(?= =)/g))]).toEqual([
      "exports.__esModule",
      "exports.onInitialClientRender",
    ]);
    expect(source).toMatch(
      /const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/,
    );
  });
});
