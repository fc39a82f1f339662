import { rehypeTables } from "../src/node/rehype-tables";

type Node = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[] };
const el = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({
  type: "element",
  tagName,
  properties,
  children,
});
const text = (value: string): Node => ({ type: "text", children: [], properties: { value } });

describe("a table in an MDX body", () => {
  const table = () =>
    el("table", [
      el("thead", [el("tr", [el("th", [text("Levy")]), el("th", [text("Into Batam")]), el("th", [text("Out")])])]),
      el("tbody", [
        el("tr", [el("td", [text("Import duty")]), el("td", [text("Not charged")]), el("td", [text("Paid")])]),
        el("tr", [el("td", [text("VAT")]), el("td", [text("Not charged")]), el("td", [text("Paid")])]),
      ]),
    ]);

  it("is named by the heading it sits under, its columns' and rows' header cells scoped", () => {
    const tree = el("root", [el("h2", [text("Levies")], { id: "levies" }), table()]);
    rehypeTables()(tree);
    const [, made] = tree.children!;
    expect(made.properties).toEqual({ ariaLabelledBy: ["levies"] });
    const [head, body] = made.children!;
    expect(head.children![0].children!.map((cell) => [cell.tagName, cell.properties?.scope])).toEqual([
      ["th", "col"],
      ["th", "col"],
      ["th", "col"],
    ]);
    for (const row of body.children!)
      expect(row.children!.map((cell) => [cell.tagName, cell.properties?.scope])).toEqual([
        ["th", "row"],
        ["td", undefined],
        ["td", undefined],
      ]);
  });

  it("above every heading, keeps no name but still has its header cells scoped", () => {
    const tree = el("root", [table()]);
    rehypeTables()(tree);
    const [made] = tree.children!;
    expect(made.properties).toEqual({});
    expect(made.children![1].children![0].children![0]).toMatchObject({ tagName: "th", properties: { scope: "row" } });
  });
});
