import fc from "fast-check";
import {
  airFigures,
  limits,
  parseRows,
  seaFigures,
  totalCm3,
  totalKg,
  type Piece,
  type PieceRow,
} from "../src/shared/freight-rules";
import { airLines, seaLines } from "../src/components/calculator/freight-figures";
import { languageCodes } from "../src/shared/languages";

// Properties that must hold for any shipment, not just the examples in freight-rules.test.ts.

const dimension = fc.double({ min: 0.01, max: limits.dimensionCm, noNaN: true });
const weight = fc.double({ min: 0.001, max: limits.weightKg, noNaN: true });
const quantity = fc.integer({ min: 1, max: 1000 });
const piece = fc.record({ lengthCm: dimension, widthCm: dimension, heightCm: dimension, weightKg: weight, quantity });
const pieces = fc.array(piece, { minLength: 1, maxLength: 20 });
const dimensionKey = fc.constantFrom<"lengthCm" | "widthCm" | "heightCm">("lengthCm", "widthCm", "heightCm");
const growth = fc.double({ min: 0.01, max: 1000, noNaN: true });

const grow = (list: Piece[], index: number, key: "lengthCm" | "widthCm" | "heightCm", by: number) =>
  list.map((p, i) => (i === index % list.length ? { ...p, [key]: p[key] + by } : p));

describe("freight calculator properties", () => {
  it("volume grows with every dimension of every piece", () => {
    fc.assert(
      fc.property(pieces, fc.nat(), dimensionKey, growth, (list, index, key, by) => {
        const bigger = grow(list, index, key, by);
        // The grown piece's own volume grows strictly; a total of billions of cm³ may not
        // register a millionth more in floating point, but it never shrinks.
        const i = index % list.length;
        expect(totalCm3([bigger[i]])).toBeGreaterThan(totalCm3([list[i]]));
        expect(totalCm3(bigger)).toBeGreaterThanOrEqual(totalCm3(list));
        // Rounded figures never shrink when a dimension grows.
        expect(seaFigures(bigger).cbm).toBeGreaterThanOrEqual(seaFigures(list).cbm);
        expect(airFigures(bigger).volumetricKg).toBeGreaterThanOrEqual(airFigures(list).volumetricKg);
        expect(airFigures(bigger).chargeableKg).toBeGreaterThanOrEqual(airFigures(list).chargeableKg);
        expect(seaFigures(bigger).lcl.amount).toBeGreaterThanOrEqual(seaFigures(list).lcl.amount);
      }),
    );
  });

  it("a single piece's volume grows strictly with each dimension, whatever its size", () => {
    fc.assert(
      fc.property(piece, dimensionKey, growth, (p, key, by) => {
        expect(totalCm3([{ ...p, [key]: p[key] + by }])).toBeGreaterThan(totalCm3([p]));
      }),
    );
  });

  it("volume never shrinks when a piece is added to the quantity", () => {
    fc.assert(
      fc.property(pieces, fc.nat(), (list, index) => {
        const more = list.map((p, i) => (i === index % list.length ? { ...p, quantity: p.quantity + 1 } : p));
        expect(totalCm3(more)).toBeGreaterThanOrEqual(totalCm3(list));
        expect(seaFigures(more).cbm).toBeGreaterThanOrEqual(seaFigures(list).cbm);
      }),
    );
  });

  it("chargeable air weight is never below the actual weight, nor below the volumetric weight", () => {
    fc.assert(
      fc.property(pieces, (list) => {
        const f = airFigures(list);
        expect(f.chargeableKg).toBeGreaterThanOrEqual(f.actualKg);
        expect(f.chargeableKg).toBeGreaterThanOrEqual(f.volumetricKg);
        // Also against the unrounded weight, up to floating-point noise (far below a milligram).
        expect(f.chargeableKg).toBeGreaterThanOrEqual(totalKg(list) - 1e-6);
      }),
    );
  });

  it("LCL charges the greater of volume and weight, and a tonne counts as a CBM", () => {
    fc.assert(
      fc.property(pieces, (list) => {
        const f = seaFigures(list);
        expect(f.weightMeasure).toBe(Math.max(f.cbm, f.tonnes));
        expect(f.tonnes).toBeGreaterThanOrEqual(totalKg(list) / 1000 - 1e-9);
        expect(f.containers.every((c) => c.count * c.capacityCbm >= f.cbm)).toBe(true);
        expect(f.fcl.count * f.containers.find((c) => c.key === f.fcl.key)!.capacityCbm).toBeGreaterThanOrEqual(f.cbm);
      }),
    );
  });

  it("inch and pound input gives the same figures as the same sizes typed in centimetres and kilograms", () => {
    const whole = fc.integer({ min: 1, max: 1900 });
    fc.assert(
      fc.property(whole, whole, whole, whole, quantity, (l, w, h, kg, q) => {
        const imperial = parseRows(
          [{ length: `${l}`, width: `${w}`, height: `${h}`, weight: `${kg}`, quantity: `${q}` }],
          "imperial",
          "en",
        ).pieces;
        const metric = parseRows(
          [
            {
              length: `${l * 2.54}`,
              width: `${w * 2.54}`,
              height: `${h * 2.54}`,
              weight: `${kg * 0.45359237}`,
              quantity: `${q}`,
            },
          ],
          "metric",
          "en",
        ).pieces;
        expect(totalCm3(imperial)).toBeCloseTo(totalCm3(metric), 3);
        expect(totalKg(imperial)).toBeCloseTo(totalKg(metric), 6);
      }),
    );
  });

  it("whatever is typed, the result is errors or finite figures, and no NaN reaches the text", () => {
    const typed = fc.oneof(
      fc.string(),
      fc.stringMatching(/^-?[0-9.,]{0,12}$/),
      fc.constantFrom("", "0", "-1", "1e9", "NaN", "Infinity", "9".repeat(400), "１２", "1.000,5"),
    );
    const row = fc.record<PieceRow>({ length: typed, width: typed, height: typed, weight: typed, quantity: typed });
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...languageCodes),
        fc.constantFrom("metric", "imperial" as const),
        (rows, language, units) => {
          const { pieces: list, errors } = parseRows(rows, units, language);
          if (errors.length > 0) return expect(list).toEqual([]);
          const t = (key: string, vars: Record<string, unknown> = {}) => `${key} ${Object.values(vars).join(" ")}`;
          const text = [...seaLines(seaFigures(list), language, t, t), ...airLines(airFigures(list), language, t)]
            .map((l) => l.value)
            .join(" ");
          expect(text).not.toMatch(/NaN|Infinity|undefined/);
        },
      ),
    );
  });
});
