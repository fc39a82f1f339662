// Before `npm run build`, `npm start` and `npm test`'s build: `gatsby clean` when what
// gatsby-node.ts imports has changed since Gatsby's cache was made (scripts/lib/node-inputs.ts).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { staleCache } from "./lib/node-inputs";

const root = path.resolve(__dirname, "..");
// Outside .cache, which Gatsby clears by itself at times; Netlify keeps node_modules between deploys too.
const record = path.join(root, "node_modules", ".cache", "gatsby-node-inputs.sha256");

void staleCache(root, record).then(({ stale, keep }) => {
  if (stale) {
    console.log(
      "\n==> The code or the company facts Gatsby's nodes are made with changed since its cache was made: gatsby clean, so that no page keeps what they said before",
    );
    const result = spawnSync("gatsby", ["clean"], { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
    if (result.status !== 0) {
      process.exitCode = result.status ?? 1;
      return;
    }
  }
  keep();
});
