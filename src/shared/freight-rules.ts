import { company, type Money } from "./facts";
import { parseDecimal, type DecimalProblem } from "./decimal-input";
import type { LanguageCode } from "./languages";
import { containerKeys, type ContainerKey } from "./containers";

// The rules of the freight calculator on the sea and air freight pages (its form and figures:
// src/components/calculator/): pieces in, indicative figures out. Rates, container volumes and sizes, the heavy-lift limit, the weight/measure ratio and the
// volumetric divisor all come from content/company.json. Pure, so every rule is tested in
// __tests__/freight-rules*.test.ts.

export type Mode = "sea" | "air";
export type Units = "metric" | "imperial";

export const pieceFields = ["length", "width", "height", "weight", "quantity"] as const;
export type PieceField = (typeof pieceFields)[number];
/** One row of the form, as typed. */
export type PieceRow = Record<PieceField, string>;

type Problem = DecimalProblem | "tooLarge";
export interface FieldError {
  row: number;
  field: PieceField;
  problem: Problem;
  /** For "tooLarge": the largest accepted value, in the row's units. */
  max?: number;
}

export interface Piece {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightKg: number;
  quantity: number;
}

/** Exact conversion factors (international inch and avoirdupois pound). */
export const cmPerInch = 2.54;
export const kgPerPound = 0.45359237;

/**
 * What one piece may measure. Not company facts but sanity limits: beyond them the
 * visitor should describe the cargo in the quote form (50 m, 1,000 t, 10,000 pieces).
 */
export const limits = { dimensionCm: 5000, weightKg: 1_000_000, quantity: 10_000 } as const;
/** Rows the form offers; their piece-sizes line must fit the quote form's field. */
export const maxRows = 20;

export const emptyRow = (): PieceRow => ({ length: "", width: "", height: "", weight: "", quantity: "1" });

/** Metric value of a field typed in the given units. */
function toMetric(field: PieceField, value: number, units: Units): number {
  if (units === "metric" || field === "quantity") return value;
  return field === "weight" ? value * kgPerPound : value * cmPerInch;
}

/** The largest value a field accepts, in the given units (rounded down). */
export function maxInUnits(field: PieceField, units: Units): number {
  if (field === "quantity") return limits.quantity;
  const metric = field === "weight" ? limits.weightKg : limits.dimensionCm;
  return Math.floor(metric / toMetric(field, 1, units));
}

export type Unit = "cm" | "in" | "kg" | "lb";
/** A unit as the page's language names it in the calculator's labels ("公斤" in Chinese). */
export type UnitName = (unit: Unit) => string;

/** The unit of each kind of field, in each system. */
export const unitsOf = (units: Units): Record<"length" | "weight", Unit> =>
  units === "metric" ? { length: "cm", weight: "kg" } : { length: "in", weight: "lb" };

/** The symbols a unit may be typed with besides its name in the labels. */
const symbols: Record<Unit, readonly string[]> = { cm: ["cm"], in: ["in", '"'], kg: ["kg"], lb: ["lbs", "lb"] };

/**
 * The units a piece field's value may be typed with: its symbols and its name as the labels
 * give it in the page's language (unitName); none for the quantity.
 */
export function pieceUnits(field: PieceField, units: Units, unitName?: UnitName): readonly string[] {
  if (field === "quantity") return [];
  const unit = unitsOf(units)[field === "weight" ? "weight" : "length"];
  const name = unitName?.(unit);
  return name && !symbols[unit].includes(name) ? [...symbols[unit], name] : symbols[unit];
}

/** A piece field's value as typed, read: "120 cm", "120厘米" and "120" are all 120 in centimetres. */
export function readPieceValue(
  row: PieceRow,
  field: PieceField,
  units: Units,
  language: LanguageCode,
  unitName?: UnitName,
) {
  return parseDecimal(row[field], language, {
    whole: field === "quantity",
    units: pieceUnits(field, units, unitName),
  });
}

function parseRow(
  row: PieceRow,
  index: number,
  units: Units,
  language: LanguageCode,
  unitName?: UnitName,
): { piece?: Piece; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const metric: Partial<Record<PieceField, number>> = {};
  for (const field of pieceFields) {
    const parsed = readPieceValue(row, field, units, language, unitName);
    if (!parsed.ok) {
      errors.push({ row: index, field, problem: parsed.problem });
      continue;
    }
    const max = maxInUnits(field, units);
    if (parsed.value > max) errors.push({ row: index, field, problem: "tooLarge", max });
    else metric[field] = toMetric(field, parsed.value, units);
  }
  if (errors.length > 0) return { errors };
  const { length, width, height, weight, quantity } = metric as Record<PieceField, number>;
  return { piece: { lengthCm: length, widthCm: width, heightCm: height, weightKg: weight, quantity }, errors };
}

/** Every row parsed; pieces only when no row has an error (partial figures would mislead). */
export function parseRows(
  rows: readonly PieceRow[],
  units: Units,
  language: LanguageCode,
  unitName?: UnitName,
): { pieces: Piece[]; errors: FieldError[] } {
  const results = rows.map((row, i) => parseRow(row, i, units, language, unitName));
  const errors = results.flatMap((r) => r.errors);
  return { pieces: errors.length > 0 ? [] : results.map((r) => r.piece!), errors };
}

// Rounding. Binary noise is removed first, so 1.005 * 100 = 100.49999999999999 rounds the way
// the decimal number 100.5 does: a scaled value within a billionth of a unit of the
// millionth grid snaps to it. Real differences, even in huge totals, are kept.
function denoise(scaledValue: number): number {
  const grid = Math.round(scaledValue * 1e6) / 1e6;
  return Math.abs(grid - scaledValue) < 1e-9 ? grid : scaledValue;
}
const scaled = (value: number, digits: number) => denoise(value * 10 ** digits);
/** Half up to the given decimals (for figures shown as measured). */
export const roundHalfUp = (value: number, digits: number) => Math.round(scaled(value, digits)) / 10 ** digits;
/** Up to the given decimals (for what is charged: a started unit counts). */
export const roundUp = (value: number, digits: number) => Math.ceil(scaled(value, digits)) / 10 ** digits;
/** Up to the next half kilogram, as airlines round chargeable weight. */
export const roundUpToHalf = (value: number) => Math.ceil(denoise(value * 2)) / 2;

/**
 * How many decimals a currency's amounts have, as Intl knows its minor unit (formatMoney writes
 * them so): 2 for cents, 0 for yen and for rupiah, which the site writes whole.
 */
export const minorUnits = (currency: string): number =>
  new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** A price to its currency's minor unit: whole rupiah, US cents. */
function price(rate: Money, quantity: number): Money {
  return { amount: roundHalfUp(rate.amount * quantity, minorUnits(rate.currency)), currency: rate.currency };
}

const sum = (pieces: readonly Piece[], f: (p: Piece) => number) =>
  pieces.reduce((total, p) => total + f(p) * p.quantity, 0);
/** Exact volume in cm³ and weight in kg of all pieces. */
export const totalCm3 = (pieces: readonly Piece[]) => sum(pieces, (p) => p.lengthCm * p.widthCm * p.heightCm);
export const totalKg = (pieces: readonly Piece[]) => sum(pieces, (p) => p.weightKg);
const pieceCount = (pieces: readonly Piece[]) => pieces.reduce((n, p) => n + p.quantity, 0);

/** A container size in company.json (millimetres) in the pieces' centimetres. */
const cm = (mm: number) => mm / 10;

/**
 * Whether a piece goes into a container of this type (its inside and end door: the ISO minimums
 * in company.json), standing as typed, since a crate or machine may not be tipped over, but
 * turned on the floor if need be. It goes in through the door lengthwise or crosswise, so the
 * side across the door must pass the door and the inside width, the other the inside length.
 */
export function pieceFits(piece: Pick<Piece, "lengthCm" | "widthCm" | "heightCm">, key: ContainerKey): boolean {
  const { insideMm, doorMm } = company.sea.containers[key];
  const across = cm(Math.min(insideMm.width, doorMm.width));
  const along = cm(insideMm.length);
  const high = cm(Math.min(insideMm.height, doorMm.height));
  const { lengthCm: a, widthCm: b } = piece;
  return piece.heightCm <= high && ((a <= along && b <= across) || (b <= along && a <= across));
}

interface ContainerFit {
  key: ContainerKey;
  /** Volume of one container (company.json). */
  capacityCbm: number;
  /** Containers of this size the volume and the weight need (at least one), were every piece to fit. */
  count: number;
  /** Every piece goes into this type (pieceFits) and weighs no more than its payload: otherwise it is neither offered nor priced. */
  takesEveryPiece: boolean;
  /** Every piece goes in, and the volume and the weight fit one. */
  fitsInOne: boolean;
}

export interface SeaFigures {
  pieces: number;
  /** Total volume, rounded up to a litre (0.001 CBM). */
  cbm: number;
  kg: number;
  /** Weight in tonnes, rounded up to a kilogram. */
  tonnes: number;
  /** LCL charges on the greater of volume (CBM) and weight (1 tonne = 1 CBM). */
  weightMeasure: number;
  chargedBy: "volume" | "weight";
  /** Undefined when out of gauge or heavy lift: LCL travels in the same standard containers. */
  lcl?: Money;
  containers: ContainerFit[];
  /**
   * The fewest containers that hold the volume and the weight, among those every piece goes into:
   * the smallest that takes it all in one, else the type that needs the fewest, the largest of
   * equals. Undefined when out of gauge or heavy lift.
   */
  fcl?: { key: ContainerKey; count: number; price: Money };
  /**
   * A piece goes into no standard container (it is longer, wider or taller than every inside or
   * door, or heavier than every payload): it needs a flat rack, an open top or break bulk, which
   * the company quotes.
   */
  outOfGauge: boolean;
  /**
   * Every piece goes into a standard container, but no one size takes them all: sizes nest but
   * payloads need not (a 20ft may carry more than a 40ft), so a heavy piece and a long or tall one
   * may need a mix of sizes, which the company quotes (no FCL price; LCL still travels in standard
   * containers).
   */
  mixedSizes: boolean;
  /** A single piece above the heavy-lift limit needs heavy-lift handling (and has no container price). */
  heavyLift: boolean;
}

export const cm3PerCbm = 1_000_000;

/**
 * What sea LCL charges on, from total volume (cm³) and weight (kg): the greater of the volume in
 * CBM and the weight in tonnes (1 tonne = 1 CBM), each rounded up to a litre or kilogram. The
 * calculator and the quote email (src/forms/function/company-mail.ts) both use it, so sales see the same W/M.
 */
export function seaWeightMeasure(cm3: number, kg: number) {
  const cbm = roundUp(cm3 / cm3PerCbm, 3);
  const tonnes = roundUp(kg / company.sea.weightMeasureKgPerCbm, 3);
  return {
    cbm,
    tonnes,
    weightMeasure: Math.max(cbm, tonnes),
    chargedBy: tonnes > cbm ? ("weight" as const) : ("volume" as const),
  };
}

/** By size (pieceFits) and by weight: no heavier than the container's payload. */
const goesInto = (piece: Piece, key: ContainerKey) =>
  pieceFits(piece, key) && piece.weightKg <= company.sea.containers[key].payloadKg;

/**
 * How much of a container's length a piece takes for itself: a piece too wide for another such
 * piece to stand beside it and too tall for one on top of it shares the floor with none of them,
 * so they stand one behind another. Along the length, as it goes in through the door (pieceFits).
 * 0 for a piece that may stand beside or under another.
 */
function lengthAlone(piece: Piece, key: ContainerKey): number {
  const { insideMm, doorMm } = company.sea.containers[key];
  const short = Math.min(piece.lengthCm, piece.widthCm);
  const long = Math.max(piece.lengthCm, piece.widthCm);
  const alone = short > cm(insideMm.width) / 2 && piece.heightCm > cm(insideMm.height) / 2;
  if (!alone) return 0;
  return long <= cm(Math.min(insideMm.width, doorMm.width)) ? short : long;
}

/**
 * The containers of a size whole pieces need: each within its volume, its payload and, for the
 * pieces that stand one behind another (lengthAlone), its length. A piece cannot be split, so two
 * 15-tonne pieces take two boxes whose payload is under 30 tonnes. First fit, heaviest first: a
 * loading that exists, at least one box; how the pieces stack decides the real loading.
 */
function containersNeeded(pieces: readonly Piece[], key: ContainerKey): number {
  const { cbm, payloadKg, insideMm } = company.sea.containers[key];
  const room = { cm3: cbm * cm3PerCbm, kg: payloadKg, lengthCm: cm(insideMm.length) };
  const loads: { cm3: number; kg: number; lengthCm: number }[] = [];
  const byWeight = [...pieces].sort((a, b) => b.weightKg - a.weightKg);
  for (const piece of byWeight) {
    const size = {
      cm3: piece.lengthCm * piece.widthCm * piece.heightCm,
      kg: piece.weightKg,
      lengthCm: lengthAlone(piece, key),
    };
    // How many more of this piece a box holds, by each of its limits; one at least in an empty
    // box, where a piece too large for it is counted alone (that size is not offered then).
    const takes = (load: (typeof loads)[number]) =>
      Math.min(
        ...(["cm3", "kg", "lengthCm"] as const).map((m) =>
          size[m] > 0 ? Math.floor((room[m] - load[m]) / size[m] + 1e-9) : Infinity,
        ),
      );
    let left = piece.quantity;
    for (const load of loads) {
      const taken = Math.min(left, takes(load));
      if (taken <= 0) continue;
      for (const m of ["cm3", "kg", "lengthCm"] as const) load[m] += taken * size[m];
      left -= taken;
      if (left === 0) break;
    }
    const perBox = Math.max(1, takes({ cm3: 0, kg: 0, lengthCm: 0 }));
    while (left > 0) {
      const taken = Math.min(left, perBox);
      loads.push({ cm3: taken * size.cm3, kg: taken * size.kg, lengthCm: taken * size.lengthCm });
      left -= taken;
    }
  }
  return Math.max(1, loads.length);
}

export function seaFigures(pieces: readonly Piece[]): SeaFigures {
  const { rates, sea } = company;
  const { cbm, tonnes, weightMeasure, chargedBy } = seaWeightMeasure(totalCm3(pieces), totalKg(pieces));
  // Up, like the volume: the weight a quote carries then gives the company's mail the W/M shown
  // here, and a few grams are never 0 kg, which the quote form refuses.
  const kg = roundUp(totalKg(pieces), 2);
  const containers = containerKeys.map((key): ContainerFit => {
    // By size and by weight: no piece heavier than the payload, and as many boxes as whole
    // pieces need.
    const takesEveryPiece = pieces.every((p) => goesInto(p, key));
    // Never fewer than the volume and the weight need, rounded as shown.
    const { cbm: capacityCbm, payloadKg } = sea.containers[key];
    const count = Math.max(containersNeeded(pieces, key), Math.ceil(cbm / capacityCbm), Math.ceil(kg / payloadKg));
    return {
      key,
      capacityCbm: sea.containers[key].cbm,
      count,
      takesEveryPiece,
      fitsInOne: takesEveryPiece && count === 1,
    };
  });
  const offered = containers.filter((c) => c.takesEveryPiece);
  const outOfGauge = pieces.some((p) => containerKeys.every((key) => !goesInto(p, key)));
  const heavyLift = pieces.some((p) => p.weightKg > sea.heavyLiftTons * 1000);
  // A piece above the heavy-lift limit travels as heavy lift or break bulk, as the sea freight
  // table says, never in a standard container: it gets no container price either.
  // Else the fewest boxes, the largest of equals: by volume that is the largest, by weight any.
  const fewest = offered.reduce<ContainerFit | undefined>(
    (best, c) => (!best || c.count <= best.count ? c : best),
    undefined,
  );
  const fit: ContainerFit | undefined = heavyLift ? undefined : (offered.find((c) => c.fitsInOne) ?? fewest);
  return {
    pieces: pieceCount(pieces),
    cbm,
    kg,
    tonnes,
    weightMeasure,
    chargedBy,
    lcl: outOfGauge || heavyLift ? undefined : price(rates.sea.lcl, weightMeasure),
    containers,
    fcl: fit && { key: fit.key, count: fit.count, price: price(rates.sea.fcl, fit.count) },
    outOfGauge,
    mixedSizes: !outOfGauge && offered.length === 0,
    heavyLift,
  };
}

export const airServices = ["economy", "express", "international"] as const;
type AirService = (typeof airServices)[number];

export interface AirFigures {
  pieces: number;
  cbm: number;
  /** Actual weight, to 0.01 kg. */
  actualKg: number;
  /** Volume in cm³ divided by the volumetric divisor, up to 0.01 kg. */
  volumetricKg: number;
  /** The greater of actual and volumetric weight, rounded up to the next half kilogram. */
  chargeableKg: number;
  chargedBy: "actual" | "volumetric";
  prices: Record<AirService, Money>;
}

/**
 * What air freight charges on, from total volume (cm³) and weight (kg): the greater of actual
 * and volumetric weight (volume / the divisor in company.json), up to the next half kilogram.
 * Shared by the calculator and the quote email (src/forms/function/company-mail.ts).
 */
export function airChargeableWeight(cm3: number, kg: number) {
  const volumetric = cm3 / company.air.volumetricCm3PerKg;
  // Both up, for the same reason as the sea weight: carried into a quote, it charges what is
  // shown here; and the chargeable weight is the greater of the two shown, rounded up (10.004 kg
  // shown as 10 kg would charge 10.5 kg against a greater weight of 10).
  const actualKg = roundUp(kg, 2);
  const volumetricKg = roundUp(volumetric, 2);
  return {
    actualKg,
    volumetricKg,
    chargeableKg: roundUpToHalf(Math.max(actualKg, volumetricKg)),
    chargedBy: volumetric > kg ? ("volumetric" as const) : ("actual" as const),
  };
}

export function airFigures(pieces: readonly Piece[]): AirFigures {
  const weights = airChargeableWeight(totalCm3(pieces), totalKg(pieces));
  const { chargeableKg } = weights;
  const rates = company.rates.air;
  return {
    pieces: pieceCount(pieces),
    cbm: roundUp(totalCm3(pieces) / cm3PerCbm, 3),
    ...weights,
    prices: {
      economy: price(rates.economy, chargeableKg),
      express: price(rates.express, chargeableKg),
      international: price(rates.international, chargeableKg),
    },
  };
}
