// A table in an MDX body is named by the heading of the section it sits in: the table and the box
// that scrolls it (src/components/articles/article-view.tsx) get aria-labelledby with the heading's
// id, so a screen reader announces the box and the table by what they show, in the text's
// language. Markdown tables have no caption, and the heading already says what the table is.
// Runs after rehype-slug, which gives the headings their ids.

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const isHeading = (node: HastNode) => node.type === "element" && /^h[2-6]$/.test(node.tagName ?? "");

export function rehypeTableNames() {
  return (tree: HastNode) => {
    let heading: string | undefined;
    const walk = (node: HastNode) => {
      if (isHeading(node) && typeof node.properties?.id === "string") heading = node.properties.id;
      if (node.type === "element" && node.tagName === "table" && heading)
        node.properties = { ...node.properties, ariaLabelledBy: [heading] };
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
