import React, { Suspense, type ComponentType } from "react";
import { MDXProvider } from "@mdx-js/react";
import { mdxComponents } from "./fact";

type Components = React.ComponentProps<typeof MDXProvider>["components"];

/**
 * An MDX body (src/mdx-bodies/) with the components its text may use. It is in the page's HTML
 * from the start; in the browser its code loads with the page, and it hydrates once that is here.
 */
export function MdxBody({ body: Body, components = mdxComponents }: { body?: ComponentType; components?: Components }) {
  return (
    <MDXProvider components={components}>
      <Suspense fallback={null}>{Body && <Body />}</Suspense>
    </MDXProvider>
  );
}
