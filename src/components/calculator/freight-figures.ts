import { company, formatMoney, formatNumber } from "../../shared/facts";
import { rateAt, rateTerms, rateValidUntil } from "../../shared/rates";
import { writeAsRead } from "../../shared/decimal-input";
import { formatTagOf, type LanguageCode } from "../../shared/languages";
import {
  airServices,
  pieceFields,
  readPieceValue,
  unitsOf,
  type AirFigures,
  type PieceRow,
  type SeaFigures,
  type UnitName,
  type Units,
} from "../../shared/freight-rules";
import type { ShipmentField } from "../../forms/shared/fields";
import { shipmentProblems } from "../../forms/shared/shipment-rules";
import type { FieldProblem } from "../../forms/shared/schema";
import type { TransportMode } from "../../forms/shared/choices";

// The calculator's figures as labelled lines in the page's language. The results on screen and
// the quote form's shipment details it fills in (shipmentPrefill) come from the same figures, so
// what the company receives is what the visitor saw. Labels come from the "calculator"
// namespace through `t` (react-i18next in the browser: fact tokens such as {rates.sea.lcl} filled in).

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

export interface FigureLine {
  key: string;
  label: string;
  value: string;
  /** Prices: shown stronger on screen. */
  price?: boolean;
  /**
   * Prices: where the rate applies (its scope in company.json: domestic, export), shown
   * with the price in the words of the pricing cards (price.scope.<scope> in services.json), so a
   * rupiah rate within Indonesia does not read as the price to another country.
   */
  scope?: string;
  /** Prices: the rate's path in company.json, which names what the price covers and its last day. */
  rate?: string;
}

/** A number with up to `digits` decimals, written as the language writes numbers. */
export function formatDecimal(value: number, language: LanguageCode, digits: number): string {
  return new Intl.NumberFormat(formatTagOf(language), { maximumFractionDigits: digits }).format(value);
}

/** A unit as the calculator's labels name it in the page's language. */
export const unitNameIn =
  (t: Translate): UnitName =>
  (unit) =>
    t(`unit.${unit}`);

/** `t` reads the calculator's strings, `names` the container names (the "tables" strings). */
export function seaLines(f: SeaFigures, language: LanguageCode, t: Translate, names: Translate): FigureLine[] {
  const cbm = (v: number) => formatDecimal(v, language, 3);
  const count = (v: number) => formatNumber(v, language);
  const containerName = (key: string) => names(`containers.${key}`);
  const { rates } = company;
  const lines: FigureLine[] = [
    { key: "pieces", label: t("results.pieces"), value: count(f.pieces) },
    { key: "volume", label: t("results.volume"), value: t("results.cbmValue", { value: cbm(f.cbm) }) },
    {
      key: "weight",
      label: t("results.weight"),
      value: t("results.kgValue", { value: formatDecimal(f.kg, language, 2) }),
    },
  ];
  // No price for a piece no standard container takes (its size, or its weight: heavy lift, below):
  // LCL travels in the same containers.
  if (f.outOfGauge) lines.push({ key: "outOfGauge", label: t("sea.outOfGauge"), value: t("sea.outOfGaugeValue") });
  if (f.lcl)
    lines.push(
      {
        key: "weightMeasure",
        label: t("sea.weightMeasure"),
        value: t(`sea.chargedBy.${f.chargedBy}`, { value: cbm(f.weightMeasure) }),
      },
      {
        key: "lcl",
        label: t("sea.lcl"),
        value: formatMoney(f.lcl, language),
        price: true,
        scope: rates.sea.lcl.scope,
        rate: "rates.sea.lcl",
      },
    );
  if (f.fcl)
    lines.push(
      {
        key: "containers",
        label: t("sea.containersNeeded"),
        value: f.containers
          .filter((c) => c.takesEveryPiece)
          .map((c) =>
            t("sea.containerCount", {
              count: c.count,
              n: count(c.count),
              container: containerName(c.key),
              cbm: cbm(c.capacityCbm),
            }),
          )
          .reduce((first, next) => t("common:joins.list", { first, next })),
      },
      {
        key: "fcl",
        label: t("sea.fcl"),
        value: t("sea.fclValue", {
          count: f.fcl.count,
          n: count(f.fcl.count),
          container: containerName(f.fcl.key),
          price: formatMoney(f.fcl.price, language),
        }),
        price: true,
        scope: rates.sea.fcl.scope,
        rate: "rates.sea.fcl",
      },
    );
  if (f.mixedSizes)
    lines.push({ key: "mixedSizes", label: t("sea.containersNeeded"), value: t("sea.mixedSizesValue") });
  if (f.heavyLift) lines.push({ key: "heavyLift", label: t("sea.heavyLift"), value: t("sea.heavyLiftValue") });
  return lines;
}

export function airLines(f: AirFigures, language: LanguageCode, t: Translate): FigureLine[] {
  const kg = (v: number) => t("results.kgValue", { value: formatDecimal(v, language, 2) });
  return [
    { key: "pieces", label: t("results.pieces"), value: formatNumber(f.pieces, language) },
    {
      key: "volume",
      label: t("results.volume"),
      value: t("results.cbmValue", { value: formatDecimal(f.cbm, language, 3) }),
    },
    { key: "actual", label: t("air.actual"), value: kg(f.actualKg) },
    { key: "volumetric", label: t("air.volumetric"), value: kg(f.volumetricKg) },
    {
      key: "chargeable",
      label: t("air.chargeable"),
      value: t(`air.chargedBy.${f.chargedBy}`, { value: kg(f.chargeableKg) }),
    },
    ...airServices.map((s) => ({
      key: s,
      label: t(`air.${s}`),
      value: formatMoney(f.prices[s], language),
      price: true,
      scope: company.rates.air[s].scope,
      rate: `rates.air.${s}`,
    })),
  ];
}

/** The rows as the visitor entered them, every digit kept: "2 × 120 × 80 × 100 cm, 12.345 kg each". */
export function pieceLines(rows: readonly PieceRow[], units: Units, language: LanguageCode, t: Translate): string[] {
  const unit = unitsOf(units);
  return rows.map((row) => {
    const v = Object.fromEntries(
      pieceFields.map((field) => {
        const parsed = readPieceValue(row, field, units, language, unitNameIn(t));
        return [field, parsed.ok ? writeAsRead(parsed.value, language) : row[field]];
      }),
    );
    // The number of pieces picks the plural form (summary.piece_one / _other).
    const quantity = readPieceValue(row, "quantity", units, language);
    return t("summary.piece", {
      ...v,
      count: quantity.ok ? quantity.value : 0,
      lengthUnit: t(`unit.${unit.length}`),
      weightUnit: t(`unit.${unit.weight}`),
    });
  });
}

/**
 * What the prices among the lines cover and until when, once for each kind of rate, in the pricing
 * cards' words (`services` reads the "services" strings): "Port to port, for export from Batam...",
 * "Valid until 30 June 2027".
 */
export function priceTerms(
  lines: readonly FigureLine[],
  language: LanguageCode,
  services: Translate,
): { terms: string; validUntil?: string }[] {
  const byTerms = new Map<string, string[]>();
  for (const path of lines.flatMap((l) => (l.rate ? [l.rate] : []))) {
    const terms = String(rateAt(path)?.terms);
    byTerms.set(terms, [...(byTerms.get(terms) ?? []), path]);
  }
  return [...byTerms.values()].map((paths) => {
    // Rates that share their terms are offered until the first of their last days.
    const first = paths.sort((a, b) => String(rateAt(a)?.validUntil).localeCompare(String(rateAt(b)?.validUntil)))[0];
    return { terms: rateTerms(first, services), validUntil: rateValidUntil(first, language, services) };
  });
}

/**
 * Break bulk when a piece needs heavy-lift handling or is out of gauge (no standard container
 * takes it: flat rack, open top and break bulk are quoted as such); else sea FCL when the
 * containers cost no more than LCL would, else sea LCL.
 */
function seaModeFor(f: SeaFigures): TransportMode {
  if (f.heavyLift || f.outOfGauge || !f.lcl) return "sea-breakbulk";
  // Containers of more than one size: the quote names the mix, not one type.
  if (!f.fcl) return "sea-fcl";
  return f.fcl.price.currency === f.lcl.currency && f.fcl.price.amount <= f.lcl.amount ? "sea-fcl" : "sea-lcl";
}

/**
 * The quote form's shipment details from the calculator's figures ("Request a quote with these
 * figures"), numbers written as the language writes them so the form reads them back as typed.
 * Containers only with sea FCL, as the schema requires.
 */
export function shipmentPrefill(
  figures: { mode: "sea"; sea: SeaFigures } | { mode: "air"; air: AirFigures },
  language: LanguageCode,
): Partial<Record<ShipmentField, string>> {
  const number = (value: number, digits: number) => formatDecimal(value, language, digits);
  if (figures.mode === "air") {
    const f = figures.air;
    return { mode: "air", pieces: number(f.pieces, 0), weightKg: number(f.actualKg, 2), volumeCbm: number(f.cbm, 3) };
  }
  const f = figures.sea;
  const mode = seaModeFor(f);
  return {
    mode,
    pieces: number(f.pieces, 0),
    weightKg: number(f.kg, 2),
    volumeCbm: number(f.cbm, 3),
    ...(mode === "sea-fcl" && f.fcl ? { containerType: f.fcl.key, containerCount: number(f.fcl.count, 0) } : {}),
  };
}

/** A shipment detail beyond the quote form's limit for it, and that limit. */
export type Refused = FieldProblem & { field: ShipmentField; limit: number };

/**
 * The figures the quote form would refuse as beyond its limits, by the form's own rules for
 * shipment numbers (the limits of fields.ts): a shipment larger than it takes. The calculator then
 * neither shows nor carries them, so the form never opens with values it refuses.
 */
export const refusedByQuoteForm = (shipment: Partial<Record<ShipmentField, string>>, language: LanguageCode) =>
  shipmentProblems(shipment, language).filter((problem): problem is Refused => problem.limit !== undefined);
