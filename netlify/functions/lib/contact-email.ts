import type { ContactMessage } from "../../../src/shared/contact-schema";
import { readPhoneNumbers } from "./phone-numbers";
import { airChargeableWeight, cm3PerCbm, seaWeightMeasure } from "../../../src/shared/freight-calculator";
import type { ContainerKey } from "../../../src/shared/containers";
import { defaultLanguage, isLanguageCode, languageOf, type LanguageCode } from "../../../src/shared/languages";
import { readShipmentNumber } from "../../../src/shared/shipment-rules";
import {
  fieldDefinition,
  shipmentFieldOrder,
  shipmentFlags,
  type ShipmentNumberField,
} from "../../../src/shared/shipment-fields";
import { company } from "../../../src/shared/facts";
import { localeTexts, serviceName } from "./locale-texts";
import type { CountryCode } from "libphonenumber-js/max";

// The mail the company receives for one message: subject, plain text and HTML. The
// inbox reader is the company's staff: the row labels are fixed English, and what the visitor
// chose from a list (service, mode, container, Incoterm) is named in the inbox's language
// (company.json inboxLanguage).

const inbox = () => localeTexts(company.inboxLanguage);

/** A field's row label in the mail, from the field table. */
const label = (field: string) => fieldDefinition(field)?.emailLabel ?? field;

const formTitles = { quote: "Quote request", contact: "Contact message" } as const;

const subjectMaxLength = 150;

/** Replaces every control or line-separator character with a space and caps the length. */
export function headerSafe(text: string, max = subjectMaxLength): string {
  const flat = text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The reference the website keeps the message under comes first, so no cap cuts it off. */
export function emailSubject(m: ContactMessage, reference?: string): string {
  const who = m.company ? `${m.fullName} (${m.company})` : m.fullName;
  const title = reference ? `${formTitles[m.formType]} ${reference}` : formTitles[m.formType];
  return headerSafe(`${title} from ${who}`);
}

/** A line of the mail's table; a link is shown as one in the HTML part. */
type Row = [label: string, value: string, link?: string];

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/** The country a number typed without its country code is read in: that of the page's language. */
const phoneCountryOf = (language: LanguageCode | undefined): CountryCode =>
  languageOf(isLanguageCode(language) ? language : defaultLanguage).phoneCountry as CountryCode;

/**
 * The phone exactly as typed, then each number in it as the sales team dials it. A number
 * that is not valid in the page language's country gets no international form at all.
 */
function phoneRows(typed: string, language: LanguageCode | undefined): Row[] {
  return [
    [label("phone"), typed],
    ...readPhoneNumbers(typed, phoneCountryOf(language)).flatMap(
      ({ international, whatsapp, countryAssumed }): Row[] => [
        [
          "Phone (international)",
          countryAssumed
            ? `${international} (no country code typed: read as a number in ${countryNames.of(countryAssumed) ?? countryAssumed})`
            : international,
        ],
        ...(whatsapp ? [["WhatsApp", whatsapp, whatsapp] as Row] : []),
      ],
    ),
  ];
}

const withReference = (lines: Row[], reference?: string): Row[] =>
  reference ? [["Reference", reference], ...lines] : lines;

function rows(m: ContactMessage): Row[] {
  return [
    ["Form", formTitles[m.formType]],
    [label("fullName"), m.fullName],
    [label("company"), m.company || "-"],
    [label("email"), m.email],
    ...phoneRows(m.phone, m.language),
    [label("serviceType"), m.serviceType ? serviceName(inbox(), m.serviceType) : "-"],
    ["Language", m.language ?? "-"],
  ];
}

const englishNumber = (value: number, digits: number) =>
  new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }).format(value);

/**
 * The shipment details of a quote request, empty when none were given. Numbers are
 * read as the visitor's language writes them and shown in English; the chargeable weight (air)
 * and the weight/measure (sea LCL) come from the calculator's own rules (freight-calculator.ts),
 * so sales can price the request as it stands.
 */
export function shipmentRows(m: ContactMessage): Row[] {
  if (!shipmentFieldOrder.some((field) => m[field])) return [];
  const language = m.language ?? defaultLanguage;
  const number = (field: ShipmentNumberField) => {
    const read = m[field] ? readShipmentNumber(field, m[field]!, language) : undefined;
    return read?.ok ? read.value : undefined;
  };
  const pieces = number("pieces");
  const kg = number("weightKg");
  const cbm = number("volumeCbm");
  const count = number("containerCount");
  const { shipment: shipmentNames, incoterms: incotermNames } = inbox();
  const container = m.containerType
    ? (shipmentNames.containers[m.containerType as ContainerKey] ?? m.containerType)
    : undefined;
  const mode = m.mode ? (shipmentNames.modes[m.mode as keyof typeof shipmentNames.modes] ?? m.mode) : "-";
  const term = m.incoterm ? incotermNames.terms[m.incoterm as keyof typeof incotermNames.terms] : undefined;
  const yesNo = (flag: string | undefined) => (flag === "yes" ? "Yes" : "No");
  const lines: Row[] = [
    // A package only when the visitor chose one: most requests name none.
    ...(m.package ? [[label("package"), m.package] as Row] : []),
    [label("origin"), m.origin || "-"],
    [label("destination"), m.destination || "-"],
    [label("mode"), mode],
    [label("cargo"), m.cargo || "-"],
    [label("pieces"), pieces === undefined ? "-" : englishNumber(pieces, 0)],
    [label("weightKg"), kg === undefined ? "-" : `${englishNumber(kg, 2)} kg`],
    [label("volumeCbm"), cbm === undefined ? "-" : `${englishNumber(cbm, 3)} CBM`],
    ...(m.pieceSizes ? [[label("pieceSizes"), m.pieceSizes] as Row] : []),
  ];
  // The container type and count make one row: "2 x 40ft".
  if (container || count !== undefined)
    lines.push([
      label("containerCount"),
      `${count === undefined ? "?" : englishNumber(count, 0)} x ${container ?? "?"}`,
    ]);
  if (kg !== undefined && cbm !== undefined && m.mode === "air") {
    const air = airChargeableWeight(cbm * cm3PerCbm, kg);
    lines.push([
      "Chargeable weight (air)",
      `${englishNumber(air.chargeableKg, 1)} kg (by ${air.chargedBy} weight; volumetric ${englishNumber(air.volumetricKg, 2)} kg)`,
    ]);
  }
  if (kg !== undefined && cbm !== undefined && m.mode === "sea-lcl") {
    const sea = seaWeightMeasure(cbm * cm3PerCbm, kg);
    lines.push([
      "W/M (sea LCL)",
      `${englishNumber(sea.weightMeasure, 3)} (by ${sea.chargedBy}; ${englishNumber(sea.cbm, 3)} CBM, ${englishNumber(sea.tonnes, 3)} t)`,
    ]);
  }
  lines.push(
    [label("incoterm"), term ? `${m.incoterm} (${term.name})` : m.incoterm || "-"],
    [label("readyDate"), m.readyDate || "-"],
    ...shipmentFlags.map((flag): Row => [label(flag), yesNo(m[flag])]),
  );
  return lines;
}

/** A plain-text table: labels padded to one column; a value of several lines keeps to its column. */
function textTable(lines: readonly Row[]): string {
  const width = Math.max(...lines.map(([label]) => label.length));
  return lines
    .map(([label, value]) => `${label.padEnd(width)} | ${value.split(/\r?\n/).join(`\n${" ".repeat(width)} | `)}`)
    .join("\n");
}

/** The shipment details as a plain-text table under a heading (the mail and `npm run leads`), or "" when none were given. */
export function shipmentDetailsText(m: ContactMessage): string {
  const shipment = shipmentRows(m);
  return shipment.length > 0 ? `Shipment details:\n${textTable(shipment)}` : "";
}

export function emailText(m: ContactMessage, reference?: string): string {
  const head = withReference(rows(m), reference)
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
  const shipment = shipmentDetailsText(m);
  const details = shipment ? `\n\n${shipment}` : "";
  return `${head}${details}\n\n${label("message")}:\n${m.message}\n`;
}

const htmlCell = ([, value, link]: Row) =>
  link ? `<a href="${escapeHtml(link)}">${escapeHtml(value)}</a>` : escapeHtml(value).replace(/\r?\n/g, "<br>");

export function emailHtml(m: ContactMessage, reference?: string): string {
  const table = withReference(rows(m), reference)
    .map((row) => `<tr><th align="left">${escapeHtml(row[0])}</th><td>${htmlCell(row)}</td></tr>`)
    .join("");
  const body = escapeHtml(m.message).replace(/\r?\n/g, "<br>");
  const shipment = shipmentRows(m);
  const details =
    shipment.length > 0
      ? `<h2>Shipment details</h2><table border="1" cellpadding="4" cellspacing="0">${shipment.map((row) => `<tr><th align="left">${escapeHtml(row[0])}</th><td>${htmlCell(row)}</td></tr>`).join("")}</table>`
      : "";
  return `<!doctype html><html><body><h1>${escapeHtml(emailSubject(m, reference))}</h1><table>${table}</table>${details}<p>${body}</p></body></html>`;
}

/** The Postmark Tag, so quote requests and contact messages can be told apart in its activity log. */
export const emailTag = (m: ContactMessage) => `${m.formType}-form`;
