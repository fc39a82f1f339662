import path from "path";

// Gatsby's browser entry require()s its service worker registration when some plugin's
// `registerServiceWorker` browser API returns true. No plugin of this site has that API, so the
// file never runs, but a require() in a branch is bundled all the same: every page's first-load
// JavaScript carried it. What leaving it out buys: docs/architecture.md, "Gatsby's service worker
// registration left out".

/** Gatsby's registration file, as webpack resolves it (Gatsby copies its cache-dir into .cache). */
export const serviceWorkerRegistration = /[\\/]\.cache[\\/]register-service-worker\.js$/;

/** The module put in its place: it registers nothing. */
export const noServiceWorker = path.resolve("src/for-gatsby/no-service-worker.ts");
