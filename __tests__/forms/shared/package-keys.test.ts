import { packageKeyOf, withPackageKey, type NamedPackage } from "../../../src/forms/shared/package-keys";
import { validateFormMessage } from "../../../src/forms/shared/schema";
import { validBody } from "../function/helpers";

// Forms and links from before the forms posted keys name a package as its page did, in the page's
// language: such a name stands for its package when it names one package only.

const names: NamedPackage[] = [
  { key: "sea-lcl", name: "LCL" },
  { key: "sea-lcl", name: "拼箱（LCL）" },
  { key: "sea-lcl", name: "LCL（混載）" },
  { key: "sea-fcl", name: "FCL" },
  { key: "sea-fcl", name: "FCL（コンテナ単位）" },
  { key: "sea-fcl", name: "整箱（FCL）" },
  { key: "air-express", name: "エクスプレス" },
  { key: "air-express", name: "特快型" },
  { key: "warehouse-basic", name: "Basic Storage" },
  { key: "warehouse-enterprise", name: "Enterprise" },
];

describe("a package named as a page named it (packageKeyOf)", () => {
  it("is a key as it is", () => {
    expect(packageKeyOf("sea-fcl", [])).toBe("sea-fcl");
    expect(packageKeyOf("warehouse-smart", names)).toBe("warehouse-smart");
  });

  it("is the key of the package a page in any language names so, Chinese and Japanese full-width brackets included", () => {
    expect(packageKeyOf("FCL（コンテナ単位）", names)).toBe("sea-fcl");
    expect(packageKeyOf("拼箱（LCL）", names)).toBe("sea-lcl");
    expect(packageKeyOf("特快型", names)).toBe("air-express");
    expect(packageKeyOf("エクスプレス", names)).toBe("air-express");
    expect(packageKeyOf("Basic Storage", names)).toBe("warehouse-basic");
  });

  it("is read as typed on any keyboard: half-width brackets, other spaces and case", () => {
    expect(packageKeyOf("FCL(コンテナ単位)", names)).toBe("sea-fcl");
    expect(packageKeyOf("ＦＣＬ （コンテナ単位）", names)).toBe("sea-fcl");
    expect(packageKeyOf("  basic   storage ", names)).toBe("warehouse-basic");
  });

  it("is read with the price's last day the forms set beside it, in either kind of bracket", () => {
    expect(packageKeyOf("LCL（混載）（2027年6月30日まで有効）", names)).toBe("sea-lcl");
    expect(packageKeyOf("LCL（混載） (2027年6月30日まで有効)", names)).toBe("sea-lcl");
    expect(packageKeyOf("整箱（FCL）（有效期至2027年6月30日）", names)).toBe("sea-fcl");
    expect(packageKeyOf("FCL (Valid until 30 June 2027)", names)).toBe("sea-fcl");
    expect(packageKeyOf("Enterprise (Berlaku hingga 30 Juni 2027)", names)).toBe("warehouse-enterprise");
  });

  it("is no package when unknown, when two packages share the name, or when its key is no rate", () => {
    for (const unknown of [
      "sea-teleport",
      "rates.sea.fcl",
      "FCL\nLCL",
      "FCL LCL",
      "コンテナ単位",
      "FCL（コンテナ単位）（a）（b）",
      "（2027年6月30日まで有効）",
      "",
    ])
      expect(packageKeyOf(unknown, names)).toBeUndefined();
    expect(packageKeyOf("Express", [...names, { key: "air-express", name: "Express" }])).toBe("air-express");
    expect(
      packageKeyOf("Express", [...names, ...["air-express", "sea-fcl"].map((key) => ({ key, name: "Express" }))]),
    ).toBeUndefined();
    expect(packageKeyOf("Teleport", [{ key: "sea-teleport", name: "Teleport" }])).toBeUndefined();
  });
});

describe("posted or linked values with a package (withPackageKey)", () => {
  const quote = { ...validBody, serviceType: "ekspedisi-laut", language: "ja" };

  it("carry the key of a package posted by its name, which the schema then takes", () => {
    const given = { ...quote, package: "FCL（コンテナ単位）（2027年6月30日まで有効）" };
    const values = withPackageKey(given, () => names);
    expect(values).toEqual({ ...given, package: "sea-fcl" });
    expect(given.package).toBe("FCL（コンテナ単位）（2027年6月30日まで有効）");
    const result = validateFormMessage(values);
    expect(result.ok && result.message.package).toBe("sea-fcl");
  });

  it("keep any other package as given, which the schema refuses with the package's own reason", () => {
    for (const unknown of ["sea-teleport", "拼箱（旧）", "FCL\nLCL"]) {
      const given = { ...quote, package: unknown };
      expect(withPackageKey(given, () => names)).toBe(given);
      const result = validateFormMessage(given);
      expect(result.ok ? [] : result.problems.map((p) => [p.field, p.reason])).toEqual([["package", "unknownPackage"]]);
    }
  });

  it("ask for the names only for a package that is no key", () => {
    const asked = jest.fn(() => names);
    for (const values of [quote, { ...quote, package: "" }, { ...quote, package: "sea-lcl" }, null, "text"])
      expect(withPackageKey(values, asked)).toBe(values);
    expect(asked).not.toHaveBeenCalled();
    withPackageKey({ ...quote, package: "LCL" }, asked);
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
