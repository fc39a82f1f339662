// A table in an MDX body, made readable cell by cell. It is named by the heading of the section it
// sits in: the table and the box that scrolls it (src/components/articles/article-view.tsx) get
// aria-labelledby with the heading's id, so a screen reader announces the box and the table by
// what they show, in the text's language (Markdown tables have no caption, and the heading already
// says what the table is). And its header cells say what they head: the first row's each column
// (scope col), each row's first cell its row (a th with scope row), as every table of the articles
// compares things row by row ("Import duty | Not charged | Paid"); read across a row, a cell is
// announced with both. Runs after rehype-slug, which gives the headings their ids.

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const isElement = (node: HastNode, tagName: string) => node.type === "element" && node.tagName === tagName;
const isHeading = (node: HastNode) => node.type === "element" && /^h[2-6]$/.test(node.tagName ?? "");

function scopeHeaders(table: HastNode) {
  for (const section of table.children ?? [])
    for (const row of (section.children ?? []).filter((node) => isElement(node, "tr"))) {
      const cells = (row.children ?? []).filter((node) => isElement(node, "th") || isElement(node, "td"));
      if (isElement(section, "thead")) for (const cell of cells) cell.properties = { ...cell.properties, scope: "col" };
      else if (isElement(section, "tbody") && cells[0]) {
        cells[0].tagName = "th";
        cells[0].properties = { ...cells[0].properties, scope: "row" };
      }
    }
}

export function rehypeTables() {
  return (tree: HastNode) => {
    let heading: string | undefined;
    const walk = (node: HastNode) => {
      if (isHeading(node) && typeof node.properties?.id === "string") heading = node.properties.id;
      if (isElement(node, "table")) {
        if (heading) node.properties = { ...node.properties, ariaLabelledBy: [heading] };
        scopeHeaders(node);
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
