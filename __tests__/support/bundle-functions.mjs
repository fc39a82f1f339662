// Bundles the site's functions as a Netlify deploy does (zip-it-and-ship-it given netlify.toml's
// [functions] settings as @netlify/config reads them, the packages netlify-cli builds with), into
// folders laid out like the deployed bundles. Then runs send-contact-email from its bundle's
// root, the working directory a deployed function has, posting a refused form in each language
// named. Prints, as JSON, the content files in each bundle and each language's answer. A
// process of its own: both packages are ES modules, which jest's CommonJS cannot import.
import { createRequire } from "module";
import { readdirSync } from "fs";
import path from "path";
import { pathToFileURL } from "url";

const [out, ...languages] = process.argv.slice(2);
const repo = process.cwd();
const fromCli = createRequire(createRequire(import.meta.url).resolve("netlify-cli/package.json"));
const { resolveConfig } = await import(pathToFileURL(fromCli.resolve("@netlify/config")).href);
const { zipFunctions } = await import(pathToFileURL(fromCli.resolve("@netlify/zip-it-and-ship-it")).href);

const { config } = await resolveConfig({ cwd: repo, repositoryRoot: repo, offline: true, mode: "cli" });
// What @netlify/build hands the bundler from netlify.toml (its normalizeFunctionConfig).
const functionsConfig = Object.fromEntries(
  Object.entries(config.functions).map(([pattern, settings]) => [
    pattern,
    { includedFiles: settings.included_files, includedFilesBasePath: repo },
  ]),
);
const bundles = await zipFunctions(config.functionsDirectory, out, {
  archiveFormat: "none",
  basePath: repo,
  repositoryRoot: repo,
  config: functionsConfig,
});

const contentFiles = (bundle) => {
  try {
    return readdirSync(path.join(bundle.path, "content"), { recursive: true })
      .filter((file) => file.endsWith(".json") || file.endsWith(".mdx"))
      .map((file) => path.posix.join("content", file.split(path.sep).join("/")));
  } catch {
    return [];
  }
};

const contact = bundles.find((b) => b.name === "send-contact-email");
process.chdir(contact.path);
const bundled = path.join(contact.path, path.relative(repo, contact.mainFile)).replace(/\.mts$/, ".mjs");
const { default: handle } = await import(pathToFileURL(bundled).href);
const answers = {};
const packages = {};
for (const language of languages) {
  const res = await handle(
    new Request("http://localhost/api/send-contact-email", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "http://localhost",
        "Sec-Fetch-Site": "same-origin",
        "Sec-Fetch-Mode": "navigate",
      },
      body: new URLSearchParams({ formType: "contact", language, fullName: "A", email: "a@", message: "-" }).toString(),
    }),
  );
  const html = await res.text();
  answers[language] = {
    status: res.status,
    lang: /<html lang="([^"]*)">/.exec(html)?.[1],
    title: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
  };
  // The quote form a price package's link leads to: it names the package from the service pages' files.
  const quote = await handle(
    new Request(`http://localhost/api/send-contact-email?form=quote&language=${language}&package=sea-lcl`, {
      headers: { "Sec-Fetch-Mode": "navigate" },
    }),
  );
  packages[language] = /<option value="sea-lcl" selected="">([^<]*)<\/option>/.exec(await quote.text())?.[1];
}
process.stdout.write(
  JSON.stringify({ files: Object.fromEntries(bundles.map((b) => [b.name, contentFiles(b)])), answers, packages }),
);
