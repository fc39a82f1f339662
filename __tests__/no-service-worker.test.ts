import { existsSync, readFileSync } from "fs";
import path from "path";
import { serviceWorkerRegistration } from "../src/node/no-service-worker";

// The production build puts an empty module in place of Gatsby's service worker registration.
// That is only right while Gatsby requires it for a plugin that asks, and no plugin asks.
describe("Gatsby's service worker registration", () => {
  const cacheDir = path.dirname(require.resolve("gatsby/cache-dir/production-app.js"));

  it("is required by Gatsby's browser entry only when a plugin's registerServiceWorker returns true", () => {
    const entry = readFileSync(path.join(cacheDir, "production-app.js"), "utf8");
    expect(entry.match(/register-service-worker/g)).toHaveLength(1);
    expect(entry).toMatch(
      /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/,
    );
  });

  it("is the file the production build replaces, where Gatsby copies it", () => {
    expect(path.join(process.cwd(), ".cache", "register-service-worker.js")).toMatch(serviceWorkerRegistration);
    expect(existsSync(path.join(cacheDir, "register-service-worker.js"))).toBe(true);
  });

  it("is asked for by no plugin's browser code (of any dependency), nor by the site's", () => {
    const { dependencies } = JSON.parse(readFileSync("package.json", "utf8")) as {
      dependencies: Record<string, string>;
    };
    const browserFiles = [
      ...Object.keys(dependencies).map((name) => path.join("node_modules", name, "gatsby-browser.js")),
      path.join("node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js"),
    ].filter((file) => existsSync(file));
    expect(browserFiles.length).toBeGreaterThan(1);
    for (const file of [...browserFiles, path.resolve("gatsby-browser.tsx")])
      expect([file, readFileSync(file, "utf8").includes("registerServiceWorker")]).toEqual([file, false]);
  });
});
