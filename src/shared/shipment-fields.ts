import { contactFieldTable, type FieldDefinition, type FieldName } from "./contact-fields";
import { containerKeys } from "./containers";
import { incotermCodes } from "./incoterm-codes";

// Shipment details: an optional part of the quote forms, so a forwarder can price a
// request without asking back. All optional; the schema checks that what is given is consistent.
// Apart from contact-fields.ts, which pages load first: only the forms' lazy parts, the shared
// schema and the function need these.

/** How the cargo travels. Labels in content/locales/<lang>/shipment.json under "modes.<value>". */
export const transportModes = ["sea-fcl", "sea-lcl", "air", "land", "warehouse"] as const;
export type TransportMode = (typeof transportModes)[number];

/** Maximum lengths of the shipment's text fields (numbers are typed as text, see decimal-input.ts). */
export const shipmentTextLimits = {
  package: 120,
  origin: 120,
  destination: 120,
  cargo: 500,
  pieceSizes: 2000,
  number: 32,
} as const;

const number = shipmentTextLimits.number;

/** The shipment fields, in the order they appear (after the message): all optional. */
export const shipmentFieldTable = [
  // The price package a visitor asked for on a service page ("Request this package"), named as
  // the page shows it in the visitor's language. Its label is in form.json: a service page's
  // form offers it without scripts, before any shipment string has loaded.
  {
    name: "package",
    kind: "line",
    required: false,
    maxLength: shipmentTextLimits.package,
    labelNamespace: "form",
    emailLabel: "Package",
  },
  {
    name: "origin",
    kind: "line",
    required: false,
    maxLength: shipmentTextLimits.origin,
    labelNamespace: "shipment",
    emailLabel: "Origin",
  },
  {
    name: "destination",
    kind: "line",
    required: false,
    maxLength: shipmentTextLimits.destination,
    labelNamespace: "shipment",
    emailLabel: "Destination",
  },
  { name: "mode", kind: "choice", required: false, labelNamespace: "shipment", emailLabel: "Mode" },
  {
    name: "cargo",
    kind: "line",
    required: false,
    maxLength: shipmentTextLimits.cargo,
    labelNamespace: "shipment",
    emailLabel: "Cargo",
  },
  {
    name: "pieces",
    kind: "number",
    required: false,
    maxLength: number,
    inputMode: "numeric",
    labelNamespace: "shipment",
    emailLabel: "Pieces",
  },
  {
    name: "weightKg",
    kind: "number",
    required: false,
    maxLength: number,
    inputMode: "decimal",
    labelNamespace: "shipment",
    emailLabel: "Gross weight",
  },
  {
    name: "volumeCbm",
    kind: "number",
    required: false,
    maxLength: number,
    inputMode: "decimal",
    labelNamespace: "shipment",
    emailLabel: "Volume",
  },
  // One line per size, as typed (the freight calculator writes "2 × 120 × 80 × 100 cm, 150 kg per piece").
  {
    name: "pieceSizes",
    kind: "text",
    required: false,
    maxLength: shipmentTextLimits.pieceSizes,
    labelNamespace: "shipment",
    emailLabel: "Piece sizes",
  },
  { name: "containerType", kind: "choice", required: false, labelNamespace: "shipment", emailLabel: "Container type" },
  {
    name: "containerCount",
    kind: "number",
    required: false,
    maxLength: number,
    inputMode: "numeric",
    labelNamespace: "shipment",
    emailLabel: "Containers",
  },
  { name: "incoterm", kind: "choice", required: false, labelNamespace: "shipment", emailLabel: "Incoterm" },
  {
    name: "readyDate",
    kind: "date",
    required: false,
    maxLength: number,
    labelNamespace: "shipment",
    emailLabel: "Cargo ready",
  },
  { name: "dangerousGoods", kind: "flag", required: false, labelNamespace: "shipment", emailLabel: "Dangerous goods" },
  {
    name: "temperatureControl",
    kind: "flag",
    required: false,
    labelNamespace: "shipment",
    emailLabel: "Temperature control",
  },
  { name: "insurance", kind: "flag", required: false, labelNamespace: "shipment", emailLabel: "Insurance" },
] as const satisfies readonly FieldDefinition[];

export type ShipmentField = (typeof shipmentFieldTable)[number]["name"];
export const shipmentFieldOrder = shipmentFieldTable.map((field) => field.name) as readonly ShipmentField[];

/** The choices of the shipment's lists (labels: shipment.json modes, containers; incoterms.json). */
export const shipmentChoices = { mode: transportModes, containerType: containerKeys, incoterm: incotermCodes } as const;

/** The yes/no flags: "yes" when ticked, "" otherwise. */
export const shipmentFlags = [
  "dangerousGoods",
  "temperatureControl",
  "insurance",
] as const satisfies readonly ShipmentField[];
export type ShipmentFlag = (typeof shipmentFlags)[number];

/**
 * Sane limits of the shipment's numbers: beyond them a visitor has mistyped (or should call).
 * pieces and containerCount are whole numbers.
 */
export const shipmentNumberLimits = {
  pieces: 100_000,
  weightKg: 10_000_000,
  volumeCbm: 100_000,
  containerCount: 500,
} as const;
export type ShipmentNumberField = keyof typeof shipmentNumberLimits;
export const wholeNumberFields: readonly ShipmentNumberField[] = ["pieces", "containerCount"];

/** Every field of the forms, described once: the contact fields, then a quote's shipment details. */
export const formFieldTable: readonly FieldDefinition[] = [...contactFieldTable, ...shipmentFieldTable];

/** Every field a visitor fills in, in the order they appear (first invalid one gets focus). */
export const formFieldOrder = formFieldTable.map((field) => field.name) as readonly FieldName[];

export const fieldDefinition = (name: string): FieldDefinition | undefined =>
  formFieldTable.find((field) => field.name === name);
