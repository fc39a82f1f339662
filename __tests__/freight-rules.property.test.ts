import fc from "fast-check";
import {
  airFigures,
  limits,
  parseRows,
  pieceFits,
  seaFigures,
  totalCm3,
  totalKg,
  type Piece,
  type PieceRow,
} from "../src/shared/freight-rules";
import { airLines, seaLines, shipmentPrefill } from "../src/components/calculator/freight-figures";
import { containerKeys } from "../src/shared/containers";
import { languageCodes } from "../src/shared/languages";
import { company } from "../src/shared/facts";

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
        // While the grown pieces still go into a container, LCL (the same containers) is priced.
        const [grown, before] = [seaFigures(bigger).lcl, seaFigures(list).lcl];
        if (grown && before) expect(grown.amount).toBeGreaterThanOrEqual(before.amount);
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
        if (f.fcl)
          expect(f.fcl.count * f.containers.find((c) => c.key === f.fcl?.key)!.capacityCbm).toBeGreaterThanOrEqual(
            f.cbm,
          );
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

describe("which containers a piece goes into", () => {
  const key = fc.constantFrom(...containerKeys);
  // Sizes around the containers' (2 to 13 m long, up to 3 m wide and tall), where the rule decides.
  const side = fc.double({ min: 1, max: 1300, noNaN: true });
  const across = fc.double({ min: 1, max: 300, noNaN: true });
  const shape = fc.record({ lengthCm: side, widthCm: across, heightCm: across });
  const shrink = fc.double({ min: 0, max: 1, noNaN: true });
  // Pieces that stand in every container (at most 2.2 m each way), grown by at most 20 cm.
  const small = fc.double({ min: 0.01, max: 200, noNaN: true });
  // No heavier than any container may carry, nor above the heavy-lift limit: a heavier piece has
  // no container price (the property below).
  const payloadKg = (k: (typeof containerKeys)[number]) => company.sea.containers[k].payloadKg;
  const lightest = Math.min(company.sea.heavyLiftTons * 1000, ...containerKeys.map(payloadKg));
  const liftable = fc.double({ min: 0.001, max: lightest, noNaN: true });
  const inGauge = fc.record({ lengthCm: small, widthCm: small, heightCm: small, weightKg: liftable, quantity });
  /** A piece goes into a container type: by its size (pieceFits) and its weight. */
  const goesInto = (p: Piece, k: (typeof containerKeys)[number]) => pieceFits(p, k) && p.weightKg <= payloadKg(k);
  const inGaugePieces = fc.array(inGauge, { minLength: 1, maxLength: 20 });
  const cm = (mm: number) => mm / 10;

  it("a piece goes in the same whichever way round its length and width are typed (it is turned on the floor)", () => {
    fc.assert(
      fc.property(shape, key, (p, k) => {
        expect(pieceFits({ ...p, lengthCm: p.widthCm, widthCm: p.lengthCm }, k)).toBe(pieceFits(p, k));
      }),
    );
  });

  it("a piece that goes in still goes in with any side shorter", () => {
    fc.assert(
      fc.property(shape, key, dimensionKey, shrink, (p, k, d, by) => {
        fc.pre(pieceFits(p, k));
        expect(pieceFits({ ...p, [d]: p[d] * by }, k)).toBe(true);
      }),
    );
  });

  it("a piece taller than the door, or with both floor sides wider than the door, never goes in", () => {
    fc.assert(
      fc.property(shape, key, (p, k) => {
        const { doorMm, insideMm } = company.sea.containers[k];
        if (p.heightCm > cm(Math.min(doorMm.height, insideMm.height))) expect(pieceFits(p, k)).toBe(false);
        if (Math.min(p.lengthCm, p.widthCm) > cm(Math.min(doorMm.width, insideMm.width)))
          expect(pieceFits(p, k)).toBe(false);
        if (Math.max(p.lengthCm, p.widthCm) > cm(insideMm.length)) expect(pieceFits(p, k)).toBe(false);
      }),
    );
  });

  it("the containers are nested: a piece that goes into one type goes into every one listed after it", () => {
    // So "no container takes every piece" means "a piece goes into none", as the page says.
    fc.assert(
      fc.property(shape, (p) => {
        const fits = containerKeys.map((k) => pieceFits(p, k));
        fits.forEach((fit, i) => fit && expect(fits.slice(i)).not.toContain(false));
      }),
    );
  });

  it("out of gauge exactly when a piece goes into no container, by size or weight: then, as with a heavy-lift piece, no price, and a break-bulk quote without containers", () => {
    const mixed = fc.array(
      fc.record({ lengthCm: side, widthCm: across, heightCm: across, weightKg: weight, quantity }),
      {
        minLength: 1,
        maxLength: 5,
      },
    );
    fc.assert(
      fc.property(mixed, (list) => {
        const f = seaFigures(list);
        const someFitsNone = list.some((p) => containerKeys.every((k) => !goesInto(p, k)));
        expect(f.outOfGauge).toBe(someFitsNone);
        expect(f.heavyLift).toBe(list.some((p) => p.weightKg > company.sea.heavyLiftTons * 1000));
        // Every piece in some standard container but no one size taking all: a mix, quoted without an FCL price.
        expect(f.mixedSizes).toBe(!someFitsNone && containerKeys.every((k) => !list.every((p) => goesInto(p, k))));
        expect(f.fcl === undefined).toBe(f.outOfGauge || f.heavyLift || f.mixedSizes);
        expect(f.lcl === undefined).toBe(f.outOfGauge || f.heavyLift);
        for (const c of f.containers) {
          expect(c.takesEveryPiece).toBe(list.every((p) => goesInto(p, c.key)));
          if (!c.takesEveryPiece) expect(c.fitsInOne).toBe(false);
        }
        if (f.fcl) expect(list.every((p) => goesInto(p, f.fcl!.key))).toBe(true);
        const prefill = shipmentPrefill({ mode: "sea", sea: f }, "en");
        if (f.outOfGauge || f.heavyLift) {
          expect(prefill.mode).toBe("sea-breakbulk");
          expect(prefill).not.toHaveProperty("containerType");
          expect(prefill).not.toHaveProperty("containerCount");
        }
        if (prefill.containerType) expect(list.every((p) => goesInto(p, prefill.containerType as never))).toBe(true);
      }),
    );
  });

  it("pieces that stand in every container, none heavy lift: LCL and FCL are priced, and never cheaper when a piece grows", () => {
    const little = fc.double({ min: 0.01, max: 20, noNaN: true });
    fc.assert(
      fc.property(inGaugePieces, fc.nat(), dimensionKey, little, (list, index, key, by) => {
        const [before, after] = [seaFigures(list), seaFigures(grow(list, index, key, by))];
        expect(before.outOfGauge || after.outOfGauge).toBe(false);
        expect(after.lcl!.amount).toBeGreaterThanOrEqual(before.lcl!.amount);
        expect(after.fcl!.price.amount).toBeGreaterThanOrEqual(before.fcl!.price.amount);
        expect(
          before.fcl!.count * before.containers.find((c) => c.key === before.fcl!.key)!.capacityCbm,
        ).toBeGreaterThanOrEqual(before.cbm);
        // Enough boxes for the weight too.
        expect(before.fcl!.count * payloadKg(before.fcl!.key)).toBeGreaterThanOrEqual(before.kg);
      }),
    );
  });
});
