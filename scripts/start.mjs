// npm start: installs what is missing, then runs the site with `netlify dev` (offline):
// Gatsby's dev server with hot reload behind Netlify's local server, which also
// serves the form function at /api/send-contact-email.
import { rmSync } from "node:fs";
import path from "node:path";
import { ensureDependencies, root, run, say } from "./lib/setup.mjs";

ensureDependencies();
run("npx", ["tsx", "scripts/clean-stale-cache.ts"], { label: "the check of Gatsby's cache" });
// netlify dev applies public/_headers to the dev server too: a production build's CSP
// (hashes of that build's scripts) would block Gatsby's hot reload.
rmSync(path.join(root, "public", "_headers"), { force: true });
say("Starting the site with netlify dev (offline). Open http://localhost:8888 when it says it is ready.");
say("Forms: without POSTMARK_SERVER_TOKEN in .env, messages are written to .outbox/ (see README).");
say(
  "The first start compiles for about a minute; pages show once Gatsby says 'You can now view'. " +
    "Gatsby names its own port 8000 there: use http://localhost:8888, where the forms work.",
);
// netlify-cli waits only ~20 s for the framework's port, less than Gatsby's first
// compile takes, so it is told not to wait and proxies once Gatsby is up.
run(
  "netlify",
  [
    "dev",
    "--offline",
    "--framework",
    "#custom",
    "--command",
    "gatsby develop --port 8000",
    "--target-port",
    "8000",
    "--skip-wait-port",
  ],
  { label: "netlify dev" },
);
