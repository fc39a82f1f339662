// Put in place of Gatsby's service worker registration in production builds
// (src/node/no-service-worker.ts): no plugin of the site asks for a service worker.
export {};
