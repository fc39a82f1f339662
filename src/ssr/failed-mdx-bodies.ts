// React's renderToString (gatsby-ssr.tsx) ignores an error thrown inside a Suspense boundary: it
// writes the boundary's fallback and leaves the rest to the browser. An MDX body that throws (an
// expression such as {rates.sea.lcl} that names nothing) would leave the page without its text
// and the build without an error. MdxBody's fallback marks the file, so the renderer can stop the
// build naming it.
export const failedBodyAttribute = "data-mdx-body-failed";

/** The MDX files whose body failed to render in a page's HTML, as MdxBody's fallback names them. */
export function failedMdxBodies(html: string): string[] {
  return [...html.matchAll(new RegExp(`${failedBodyAttribute}="([^"]*)"`, "g"))].map((m) => m[1]);
}
