import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { noteTypedValues } from "../../forms/browser/typed-values";

/**
 * Gatsby's renderer (replaceHydrateFunction), hydrating the server-rendered page inside a
 * transition. Gatsby's own renderer hydrates at React's default priority, which runs the page's
 * shell (the header, the hero and the i18next instance gatsby-plugin-react-i18next creates per
 * page) as one task; in a transition React yields to the browser every few milliseconds, so the
 * page answers input while it hydrates and no long task adds to the blocking time
 * (docs/architecture.md, "Hydration in a transition"). What was typed into the forms is noted
 * first, for a form React renders anew (typed-values.ts).
 * A page without server markup (a client-only page, development's loading indicator) is
 * rendered as Gatsby would render it.
 */
export function hydrateInTransition(element: React.ReactElement, container: Element): () => void {
  const serverRendered =
    container.id === "___gatsby" && (document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0;
  if (serverRendered) {
    noteTypedValues();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
    return () => root?.unmount();
  }
  const root = createRoot(container);
  root.render(element);
  return () => root.unmount();
}
