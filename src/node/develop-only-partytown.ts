import path from "path";

// Gatsby always adds its internal Partytown plugin, whose gatsby-browser.js require()s
// gatsby-script and Partytown's snippet at the top and uses them only when NODE_ENV is
// "development". In a production build that is dead code in every page's first-load JavaScript.
// What leaving it out buys: docs/architecture.md, "Gatsby's Partytown code left out of production".

/** The internal plugin's browser file, as webpack resolves it. */
export const partytownBrowser = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/** The module put in its place: no browser APIs. */
export const noBrowserApis = path.resolve("src/for-gatsby/partytown-browser.ts");
