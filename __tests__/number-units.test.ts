import { keepUnitsWithNumbers, keepUnitsWithNumbersIn } from "../src/shared/number-units";
import { remarkNumberUnits } from "../src/node/remark-number-units";

// A no-break space shown as "_", so that a failure says where.
const shown = (text: string) => text.replace(/\u00a0/g, "_");

describe("a number keeps its unit or currency code on its line", () => {
  it("joins a number, a variable or a fact token to the unit after it, and a currency code to its amount", () => {
    expect(shown(keepUnitsWithNumbers("最多33 CBM，每件150 kg（1 m³）"))).toBe("最多33_CBM，每件150_kg（1_m³）");
    expect(shown(keepUnitsWithNumbers("共{{value}} CBM"))).toBe("共{{value}}_CBM");
    expect(shown(keepUnitsWithNumbers("内容積{sea.containers.20ft.cbm} CBM"))).toBe(
      "内容積{sea.containers.20ft.cbm}_CBM",
    );
    expect(shown(keepUnitsWithNumbers("例如USD 25,000，或 Rp {rates.air.economy}"))).toBe(
      "例如USD_25,000，或 Rp_{rates.air.economy}",
    );
    expect(shown(keepUnitsWithNumbers("120 × 80 × 100 cm, 5 t"))).toBe("120 × 80 × 100_cm, 5_t");
    expect(shown(keepUnitsWithNumbers("{warehouse.areaM2} m², 2–8 °C, 5 %"))).toBe(
      "{warehouse.areaM2}_m², 2–8_°C, 5_%",
    );
  });

  it("leaves words, years and names alone", () => {
    for (const text of ["2 tonnes", "in 2 to 3 days", "UU PDP 2022", "Incoterms 2020", "20ft", "33\u00a0CBM"])
      expect(keepUnitsWithNumbers(text)).toBe(text);
  });

  it("does the same in every text of a locale file, keeping its shape", () => {
    const data = { a: "{{value}} kg", b: { c: ["1 CBM", "ok"] }, n: 3 };
    expect(JSON.parse(shown(JSON.stringify(keepUnitsWithNumbersIn(data))))).toEqual({
      a: "{{value}}_kg",
      b: { c: ["1_CBM", "ok"] },
      n: 3,
    });
  });

  it("does the same in an MDX body, after a number written as a Fact tag too, and nowhere else", () => {
    /** A body: a paragraph with a Fact and another tag each followed by a unit, a table cell, a code block. */
    const body = (afterFact: string, cell: string) => ({
      type: "root",
      children: [
        {
          type: "paragraph",
          children: [
            { type: "text", value: "20ft: " },
            { type: "mdxJsxTextElement", name: "Fact", children: [] },
            { type: "text", value: afterFact },
            { type: "mdxJsxTextElement", name: "Other", children: [] },
            { type: "text", value: " CBM" },
          ],
        },
        { type: "table", children: [{ type: "tableCell", children: [{ type: "text", value: cell }] }] },
        { type: "code", value: "1 CBM" },
      ],
    });
    const tree = body(" CBM, 4 CBM, 2,500 kg", "1 CBM");
    remarkNumberUnits()(tree);
    expect(shown(JSON.stringify(tree))).toBe(JSON.stringify(body("_CBM, 4_CBM, 2,500_kg", "1_CBM")));
  });
});
