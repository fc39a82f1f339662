import { fieldOrder } from "./contact-fields";

// Shipment details (issue 16): an optional part of the quote forms, so a forwarder can price a
// request without asking back. All optional; the schema checks that what is given is consistent.
// Apart from contact-fields.ts, which pages load first: only the forms' lazy parts, the shared
// schema and the function need these.

/** How the cargo travels. Labels in content/locales/<lang>/shipment.json under "modes.<value>". */
export const transportModes = ["sea-fcl", "sea-lcl", "air", "land", "warehouse"] as const;
export type TransportMode = (typeof transportModes)[number];

/** The shipment fields, in the order they appear (after the message). */
export const shipmentFieldOrder = [
  "origin",
  "destination",
  "mode",
  "cargo",
  "pieces",
  "weightKg",
  "volumeCbm",
  "containerType",
  "containerCount",
  "incoterm",
  "readyDate",
  "dangerousGoods",
  "temperatureControl",
  "insurance",
] as const;
export type ShipmentField = (typeof shipmentFieldOrder)[number];

/** The yes/no flags: "yes" when ticked, "" otherwise. */
export const shipmentFlags = ["dangerousGoods", "temperatureControl", "insurance"] as const satisfies readonly ShipmentField[];
export type ShipmentFlag = (typeof shipmentFlags)[number];

/** Maximum lengths of the shipment's text fields (numbers are typed as text, see decimal-input.ts). */
export const shipmentTextLimits = { origin: 120, destination: 120, cargo: 500, number: 32 } as const;

/**
 * Sane limits of the shipment's numbers: beyond them a visitor has mistyped (or should call).
 * pieces and containerCount are whole numbers.
 */
export const shipmentNumberLimits = { pieces: 100_000, weightKg: 10_000_000, volumeCbm: 100_000, containerCount: 500 } as const;
export type ShipmentNumberField = keyof typeof shipmentNumberLimits;
export const wholeNumberFields: readonly ShipmentNumberField[] = ["pieces", "containerCount"];


/** Every field a visitor fills in, in the order they appear (first invalid one gets focus). */
export const formFieldOrder = [...fieldOrder, ...shipmentFieldOrder] as const;
