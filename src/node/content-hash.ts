// The browser's scripts and stylesheet are named by their content (app-<hash>.js,
// styles.<hash>.css, chunk-map-<hash>.js), so they are cached for a year. Ten hex digits instead of
// webpack's twenty: webpack's runtime names every chunk's hash, and the chunk map every script's
// file, on every page; half the digits take 0.66 KB gzip off each page's scripts
// (docs/architecture.md, "Ten-digit content hashes"). 40 bits tell a file's versions apart.
export const contentHashLength = 10;

/** A content-hashed script or stylesheet of the build: app-<hash>.js, styles.<hash>.css. */
export const contentHashed = new RegExp(`[-.][0-9a-f]{${contentHashLength}}\\.(?:js|css)$`);
