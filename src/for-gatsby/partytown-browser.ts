// Put in place of Gatsby's internal Partytown plugin's browser code in production builds
// (src/node/develop-only-partytown.ts). That code acts only in `gatsby develop`; the site has
// no off-main-thread <Script>, and a plugin without browser APIs is what Gatsby expects here.
export {};
