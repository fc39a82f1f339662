import { keepUnitWithNumberBefore, keepUnitsWithNumbers } from "../shared/number-units";

// An MDX body's numbers keep their units on their line, as locale and frontmatter texts do
// (../shared/number-units.ts): in each text, and after a number written as a tag
// (<Fact name="sea.containers.20ft.cbm" /> CBM), whose text follows the tag.

interface MarkdownNode {
  type: string;
  name?: string | null;
  value?: string;
  children?: MarkdownNode[];
}

function keepUnits(node: MarkdownNode): void {
  node.children?.forEach((child, i) => {
    if (child.type === "text" && child.value !== undefined) {
      const before = node.children![i - 1];
      const afterFact = before?.type === "mdxJsxTextElement" && before.name === "Fact";
      child.value = keepUnitsWithNumbers(afterFact ? keepUnitWithNumberBefore(child.value) : child.value);
    }
    keepUnits(child);
  });
}

export const remarkNumberUnits = () => keepUnits;
