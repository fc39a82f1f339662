import React, { Suspense, type ComponentType } from "react";
import { MDXProvider } from "@mdx-js/react";
import { mdxComponents } from "./fact";
import { failedBodyAttribute } from "../../ssr/failed-mdx-bodies";

type Components = React.ComponentProps<typeof MDXProvider>["components"];

/**
 * An MDX body (src/mdx-bodies/) with the components its text may use. It is in the page's HTML
 * from the start; in the browser its code loads with the page, and it hydrates once that is here.
 * `source` is the file as editors know it (content/articles/<slug>/<language>.mdx).
 */
export function MdxBody({
  body: Body,
  source,
  components = mdxComponents,
}: {
  body?: ComponentType;
  source: string;
  components?: Components;
}) {
  // An inert <template>: nothing shows while the browser loads the body's code. In the page's
  // HTML it is there only when the body failed (src/ssr/failed-mdx-bodies.ts).
  const fallback = <template {...{ [failedBodyAttribute]: source }} />;
  return (
    <MDXProvider components={components}>
      <Suspense fallback={fallback}>{Body && <Body />}</Suspense>
    </MDXProvider>
  );
}
