import { domainToUnicode } from "url";
import { bidiControls, cutText, type FormMessage } from "../shared/schema";
import { airChargeableWeight, cm3PerCbm, seaWeightMeasure } from "../../shared/freight-rules";
import { defaultLanguage, knownLanguage, languageOf, type LanguageCode } from "../../shared/languages";
import { numberText, readShipmentNumber } from "../shared/shipment-rules";
import { readsTwoWays, writeAsRead } from "../../shared/decimal-input";
import {
  choiceLabel,
  emailOrder,
  fieldDefinition,
  fieldNames,
  fieldsOf,
  labelledLine,
  type FieldDefinition,
  type NumberField,
  type ShipmentField,
} from "../shared/fields";
import { company, factValue, interpolateFacts } from "../../shared/facts";
import { ratePrice, withValidUntil } from "../../shared/rates";
import { escapeHtml } from "../../shared/escape-html";
import { fillText, localeTexts, priceCard, textAt } from "./locale-texts";
import { officeTime, replyDueAt } from "./lead-store";
import { serviceTypeOfPage } from "../shared/forms";
import {
  findPhoneNumbersInText,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from "libphonenumber-js/max";

// The mail the company receives for one message: subject, plain text and HTML. The
// inbox reader is the company's staff: the row labels are fixed English, and what the visitor
// chose from a list (service, mode, container, Incoterm, price package) is named in the inbox's
// language (company.json inboxLanguage).

/** A choice's name in a language (the visitor's acknowledgement). */
export const choiceIn = (language: LanguageCode, field: string, value: string) => {
  const texts = localeTexts(language);
  return choiceLabel(field, value, (namespace, key, values) => {
    const text = textAt(texts[namespace], key);
    return text === undefined ? undefined : fillText(text, language, values);
  });
};

/** A choice's name in the inbox's language (the mail and `npm run leads`). */
export const inboxChoice = (field: string, value: string) => choiceIn(company.inboxLanguage, field, value);

/**
 * The page's language as the inbox names it, its code beside ("Japanese (ja)"): the language to
 * answer in, which a code alone (zh, ms) did not tell every reader.
 */
export function inboxLanguageName(code: LanguageCode | undefined): string {
  if (!code) return "-";
  const names = new Intl.DisplayNames([languageOf(company.inboxLanguage).tag], { type: "language" });
  return `${names.of(code) ?? code} (${code})`;
}

const label = (field: string) => fieldDefinition(field)?.emailLabel ?? field;

const formTitles = { quote: "Quote request", contact: "Contact message" } as const;

const subjectMaxLength = 150;

/** Replaces every control or line-separator character with a space and caps the length. */
export function headerSafe(text: string): string {
  const flat = text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cutText(flat, subjectMaxLength);
}

/**
 * The reference the website keeps the message under comes first, so no cap cuts it off; then the
 * service chosen, so that sales tells a sea freight quote from a customs one without opening it.
 */
function subjectUpToSender(m: FormMessage, reference?: string): string {
  const title = reference ? `${formTitles[m.formType]} ${reference}` : formTitles[m.formType];
  const service = m.serviceType ? ` – ${inboxChoice("serviceType", m.serviceType)} –` : "";
  return `${title}${service} from `;
}

/** Who wrote, as the subject names them: the name, and the company in brackets, each `typed` as shown. */
const senderName = (m: FormMessage, typed: (text: string) => string) =>
  m.company ? `${typed(m.fullName)} (${typed(m.company)})` : typed(m.fullName);

// A letter of a script written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko and their kin).
const rightToLeft = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * A name or company in the Subject header, isolated (U+2068 … U+2069) when it holds a right-to-left
 * letter: a header has no markup, and the brackets and spaces beside such a name take its direction
 * ("محمد (شركة)" read "شركة) محمد)"). Only then: these invisible characters go wherever the staff
 * copy the name from the subject (a search, a spreadsheet), and a mail program older than isolates
 * (Unicode 6.3) may draw them as boxes.
 */
const isolatedInHeader = (typed: string) => (rightToLeft.test(typed) ? `\u2068${typed}\u2069` : typed);

export const emailSubject = (m: FormMessage, reference?: string) =>
  headerSafe(`${subjectUpToSender(m, reference)}${senderName(m, isolatedInHeader)}`);

/** A line of a mail's table; a link is shown as one in the HTML part. */
export type Row = [label: string, value: string, link?: string];

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (country: CountryCode) => countryNames.of(country) ?? country;

interface ReadPhoneNumber {
  /** E.164 with the extension, e.g. "+62 778 123456 ext. 12". */
  international: string;
  /** The number to call from the mail, extension and all (RFC 3966): "tel:+62778123456;ext=12". */
  tel: string;
  /**
   * wa.me link when the number can be a mobile one, or any number when the visitor asked to be
   * answered on WhatsApp (WhatsApp Business runs on an office line too).
   */
  whatsapp?: string;
  /** The country assumed when no country code was typed; undefined when one was. */
  countryAssumed?: CountryCode;
  /**
   * The country whose code the digits were read to begin with, though no "+" was typed: no number
   * of the page's country ("65 9123 4567" on a Chinese page, "0065 9123 4567" on a Japanese one).
   */
  codeAssumed?: CountryCode;
  /**
   * The other reading of digits typed without "+" that also begin with a country code and are a
   * valid number there ("65 9123 4567": Singapore; "62 778 123456": Batam, on an Indonesian
   * page), which sales should not miss.
   */
  otherReading?: { international: string; tel: string; whatsapp?: string; country: CountryCode };
}

const mobileTypes = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE"]);

// Extension words libphonenumber does not know, as written on Japanese, Chinese and
// Indonesian business cards ("03-1234-5678 内線 21", "010-1234 5678 转 8", "ekst. 12"): the
// number is read, and the extension would otherwise be lost from its international form.
const extensionAfter = /^[\s,;:.]*(?:内線|内线|分機|分机|转|轉|ekst\.?|ext\.?|x)\s*[:：.#]?\s*(\d{1,6})(?!\d)/iu;

/**
 * The phone numbers in what a visitor typed, read the way the sales team dials them (the form
 * accepts any text with enough digits; what cannot be read is simply shown as typed). A number
 * without a country code is read in `country` (the country of the page's language) and kept
 * only if it is a valid number there: a weak reading would put a wrong number in the mail.
 * libphonenumber's full metadata, which getType() needs, is large: only the function reads this.
 */
export function readPhoneNumbers(typed: string, country: CountryCode, onWhatsApp = false): ReadPhoneNumber[] {
  // Full-width forms (＋８１ ９０…, as a Japanese or Chinese keyboard types them) as the
  // plain ones: libphonenumber reads the digits but not the ＋, and the country code is lost.
  const text = typed.normalize("NFKC");
  const whatsappOf = (number: PhoneNumber) =>
    onWhatsApp || mobileTypes.has(number.getType() ?? "") ? `https://wa.me/${number.number.slice(1)}` : undefined;
  /** A number as the mail gives it; `extension`: one read from a word libphonenumber does not know. */
  const readingOf = (number: PhoneNumber, extension?: string) => {
    const ext = number.ext ?? extension;
    return {
      international: extension ? `${number.formatInternational()} ext. ${extension}` : number.formatInternational(),
      tel: `tel:${number.number}${ext ? `;ext=${ext}` : ""}`,
      whatsapp: whatsappOf(number),
    };
  };
  const read = findPhoneNumbersInText(text, country).flatMap(({ number, startsAt, endsAt }): ReadPhoneNumber[] => {
    const typedCountryCode = /^(\+|00)/.test(text.slice(startsAt).replace(/^\(/, ""));
    // A number read from the end of what was typed, its first digits left out ("555-1234" of
    // "(021) 555-1234"), is another number.
    const afterDigits = /\d[\s().-]*$/.test(text.slice(0, startsAt));
    if (!number.isValid() || afterDigits || (!typedCountryCode && number.country !== country)) return [];
    const extension = number.ext ? undefined : extensionAfter.exec(text.slice(endsAt))?.[1];
    const digits = text.slice(startsAt, endsAt).replace(/\D/g, "");
    const other = typedCountryCode || digits.startsWith("0") ? undefined : parsePhoneNumberFromString(`+${digits}`);
    return [
      {
        ...readingOf(number, extension),
        countryAssumed: typedCountryCode ? undefined : country,
        // The page's own country too: "62 778 123456" read as a number in Indonesia is a number in
        // Aceh, and as beginning with Indonesia's code the Batam number it most likely is.
        ...(other?.isValid() && other.country && other.number !== number.number
          ? { otherReading: { ...readingOf(other), country: other.country } }
          : {}),
      },
    ];
  });
  if (read.length > 0 || text.includes("+")) return read;
  // Digits in which the page's country reads no number may begin with another's code, typed
  // without its "+" (or after the 00 many countries dial abroad with): read so, and said so.
  return findPhoneNumbersInText(`+${text.trim().replace(/^00/, "")}`).flatMap(({ number }): ReadPhoneNumber[] =>
    number.isValid() && number.country ? [{ ...readingOf(number), codeAssumed: number.country }] : [],
  );
}

/**
 * The phone exactly as typed, then each number in it as the sales team dials it. A number
 * that is not valid in the page language's country gets no international form at all.
 */
function phoneRows(typed: string, language: LanguageCode | undefined, onWhatsApp: boolean): Row[] {
  // A number typed without its country code is read in the country of the page's language.
  const country = languageOf(knownLanguage(language)).phoneCountry as CountryCode;
  return [
    [label("phone"), typed || "-"],
    ...readPhoneNumbers(typed, country, onWhatsApp).flatMap(
      ({ international, tel, whatsapp, countryAssumed, codeAssumed, otherReading }): Row[] => [
        [
          "Phone (international)",
          countryAssumed
            ? `${international} (no country code typed: read as a number in ${countryName(countryAssumed)})`
            : codeAssumed
              ? `${international} (no + typed: read as beginning with the country code of ${countryName(codeAssumed)})`
              : international,
          tel,
        ],
        ...(whatsapp ? [["WhatsApp", whatsapp, whatsapp] as Row] : []),
        ...(otherReading
          ? [
              [
                "Or, if it begins with its country code",
                `${otherReading.international} (${countryName(otherReading.country)})`,
                otherReading.tel,
              ] as Row,
              ...(otherReading.whatsapp
                ? [["WhatsApp, if so", otherReading.whatsapp, otherReading.whatsapp] as Row]
                : []),
            ]
          : []),
      ],
    ),
  ];
}

/**
 * The address as the schema keeps it, a host in its own script in ASCII (which Postmark and every
 * mail server take), with that host readable beside it: "taro@xn--mller-kva.de (taro@müller.de)".
 * Replying to either form reaches the visitor.
 */
function addressText(address: string): string {
  const at = address.lastIndexOf("@");
  const host = address.slice(at + 1);
  const readable = /(^|\.)xn--/i.test(host) ? domainToUnicode(host) : "";
  return readable ? `${address} (${address.slice(0, at)}@${readable})` : address;
}

/**
 * A link that writes to the address (RFC 6068): its local part encoded, since an address may hold
 * a ? or & that a mail program would read as the link's own.
 */
function mailtoLink(address: string): string {
  const at = address.lastIndexOf("@");
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${address.slice(at + 1)}`;
}

/** What the function knows of a kept message besides what the visitor sent. */
export interface Kept {
  reference?: string;
  /** When it was received (the record's createdAt): a message delivered late still says so. */
  receivedAt?: string;
  /** The "Mark as answered" link (mark-answered.ts), when there is one. */
  answeredLink?: string;
  /** The package's rows as they stood when the message came (LeadRecord's offered). */
  offered?: readonly Row[];
}

/** The reference first; when the message was received and its reply is due after the visitor's rows. */
const withKept = (lines: Row[], { reference, receivedAt }: Kept): Row[] => [
  ...(reference ? [["Reference", reference] as Row] : []),
  ...lines,
  ...(receivedAt
    ? [
        ["Received", officeTime(receivedAt)] as Row,
        [`Reply due (${company.replyWithinHours} h)`, officeTime(replyDueAt({ createdAt: receivedAt }))] as Row,
      ]
    : []),
];

/**
 * The visitor's fields the form asks, in the table's order but the ones the staff read first
 * (how to answer), the message apart (it is the mail's body).
 */
function rows(m: FormMessage): Row[] {
  const visitor = emailOrder(m.formType).flatMap((field): Row[] => {
    const value = (m as unknown as Record<string, string | undefined>)[field.name] ?? "";
    if (field.kind === "text") return [];
    if (field.kind === "phone") return phoneRows(value, m.language, m.replyBy === "whatsapp");
    if (!value) return field.emailFirst ? [] : [[field.emailLabel, "-"]];
    if (field.kind === "email") return [[field.emailLabel, addressText(value), mailtoLink(value)]];
    return [[field.emailLabel, field.kind === "choice" ? inboxChoice(field.name, value) : value]];
  });
  return [["Form", formTitles[m.formType]], ...visitor, ["Language", inboxLanguageName(m.language)]];
}

const englishNumber = (value: number, digits: number) =>
  new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }).format(value);

/**
 * The shipment details of a quote request, in the field table's order, empty when none were
 * given; a question left unanswered is left out. Numbers are read as the visitor's language
 * writes them and shown in English with every digit read; the chargeable weight (air) and the weight/measure (sea LCL)
 * come from the calculator's own rules (src/shared/freight-rules.ts), so sales can price the request
 * as it stands.
 */
export function shipmentRows(m: FormMessage, offered?: readonly Row[]): Row[] {
  const given = (name: string) => m[name as ShipmentField];
  if (!fieldNames("shipment", m.formType).some(given)) return [];
  const language = m.language ?? defaultLanguage;
  const number = (field: string) => {
    const typed = given(field);
    const read = typed ? readShipmentNumber(field as NumberField, typed, language) : undefined;
    return read?.ok ? read.value : undefined;
  };
  const written = (field: FieldDefinition, value: string): string => {
    switch (field.kind) {
      case "number": {
        const n = number(field.name);
        if (n === undefined) return value;
        const read = writeAsRead(n, "en");
        // "1,250" read as 1.25 from an Indonesian page: sales see what was typed and can ask.
        const typed =
          readsTwoWays(numberText(field.name, value)) && read !== numberText(field.name, value)
            ? ` (typed "${value.trim()}")`
            : "";
        return `${read}${field.unit ? ` ${field.unit}` : ""}${typed}`;
      }
      case "choice":
        return inboxChoice(field.name, value);
      case "flag":
        return "Yes";
      default:
        return shownMessage(value);
    }
  };
  const lines: Row[] = [];
  for (const field of fieldsOf("shipment", m.formType)) {
    // The container type and count make one row, in the count's place: "2 x 40ft".
    if (field.name === "containerType") continue;
    if (field.name === "containerCount") {
      if (m.containerType || m.containerCount)
        lines.push([label("containerCount"), containersText(m, number("containerCount"))]);
      continue;
    }
    const value = given(field.name);
    if (!value) continue;
    if (field.pageChoices) {
      lines.push(...(offered ?? packageRows(field, value, m)));
      continue;
    }
    lines.push([field.emailLabel, written(field, value)]);
    // The figures sales price by, after the volume they follow from.
    if (field.name === "volumeCbm") lines.push(...chargedRows(m, number("weightKg"), number("volumeCbm")));
  }
  return lines;
}

/** A text of a language's "services" strings (the price cards'), its facts and variables filled in. */
const servicesText =
  (language: LanguageCode) =>
  (key: string, values?: Record<string, unknown>): string =>
    fillText(textAt(localeTexts(language).services, key) ?? key, language, values as Record<string, string>);

/**
 * The package's rows as the site offers it now, for the lead to keep: a mail sent later (a
 * redelivery, a reminder) and `npm run leads` then quote the price the visitor was offered, not
 * one the rates were changed to since. Undefined without a package.
 */
export function packageOffer(m: FormMessage): Row[] | undefined {
  const field = fieldsOf("shipment", m.formType).find((f) => f.pageChoices);
  const value = field && m[field.name as ShipmentField];
  return field && value ? packageRows(field, value, m) : undefined;
}

/**
 * The price package as the company reads it: named as the page in the inbox's language names it
 * (and as the visitor's page did, when that differs), with its price as the site states it and a
 * published price's last day. A package kept before the forms posted its key is shown as kept.
 */
function packageRows(field: FieldDefinition, value: string, m: FormMessage): Row[] {
  const inbox = company.inboxLanguage;
  const visitorLanguage = m.language ?? defaultLanguage;
  const card = priceCard(inbox, value);
  if (!card) return [[field.emailLabel, value]];
  // A package of another service than the one chosen (the visitor changed the service after
  // choosing it, or a link named both) is kept, and said to be so: sales ask which was meant.
  const offeredFor = serviceTypeOfPage(card.service);
  const elsewhere =
    m.serviceType && m.serviceType !== offeredFor
      ? ` (a ${inboxChoice("serviceType", offeredFor)} package, not of the service chosen)`
      : "";
  const name = interpolateFacts(card.name, inbox);
  const visitorCard = priceCard(visitorLanguage, value);
  const theirs = visitorCard && interpolateFacts(visitorCard.name, visitorLanguage);
  const price = ratePrice(card.price, inbox, servicesText(inbox));
  const dated = withValidUntil(price, card.price, inbox, servicesText(inbox));
  // Where the price applies, as the price card says: an export price is no price for an import.
  const scope = (factValue(card.price) as { scope?: string } | undefined)?.scope;
  return [
    [field.emailLabel, `${theirs && theirs !== name ? `${name} (the visitor's page: ${theirs})` : name}${elsewhere}`],
    ["Package price", dated],
    ...(scope ? [["Price applies to", servicesText(inbox)(`price.scope.${scope}`)] as Row] : []),
  ];
}

function containersText(m: FormMessage, count: number | undefined): string {
  const type = m.containerType ? inboxChoice("containerType", m.containerType) : "?";
  return `${count === undefined ? "?" : englishNumber(count, 0)} x ${type}`;
}

function chargedRows(m: FormMessage, kg: number | undefined, cbm: number | undefined): Row[] {
  if (kg === undefined || cbm === undefined) return [];
  if (m.mode === "air") {
    const air = airChargeableWeight(cbm * cm3PerCbm, kg);
    return [
      [
        "Chargeable weight (air)",
        `${englishNumber(air.chargeableKg, 1)} kg (by ${air.chargedBy} weight; volumetric ${englishNumber(air.volumetricKg, 2)} kg)`,
      ],
    ];
  }
  if (m.mode === "sea-lcl") {
    const sea = seaWeightMeasure(cbm * cm3PerCbm, kg);
    return [
      [
        "W/M (sea LCL)",
        `${englishNumber(sea.weightMeasure, 3)} (by ${sea.chargedBy}; ${englishNumber(sea.cbm, 3)} CBM, ${englishNumber(sea.tonnes, 3)} t)`,
      ],
    ];
  }
  return [];
}

/**
 * Wherever a mail program or a terminal may start a new line: not only at "\n" but at a lone "\r",
 * NEL, a vertical tab, a form feed and the line and paragraph separators, which a text field keeps
 * (only controls are refused there). A break this missed drew a line of its own in the mail: a
 * row of the table no label of the mail's began.
 */
const lineBreak = /\r\n|[\n\v\f\r\x85\u2028\u2029]/g;

/** A plain-text table: labels padded to one column; a value of several lines keeps to its column. */
function textTable(lines: readonly Row[]): string {
  const width = Math.max(...lines.map(([label]) => label.length));
  return lines
    .map(([label, value]) => `${label.padEnd(width)} | ${value.split(lineBreak).join(`\n${" ".repeat(width)} | `)}`)
    .join("\n");
}

/** The shipment details as a plain-text table under a heading (the mail and `npm run leads`), or "" when none were given. */
export function shipmentDetailsText(m: FormMessage, offered?: readonly Row[]): string {
  const shipment = shipmentRows(m, offered);
  return shipment.length > 0 ? `Shipment details:\n${textTable(shipment)}` : "";
}

/** The "Mark as answered" link of the message (mark-answered.ts), when there is one. */
const answeredText = (link?: string) => (link ? `\nMark as answered (no reminder then): ${link}\n` : "");

/**
 * Rows as the lines of a mail's plain-text part, each `labelled` (the company's mail is in English:
 * "label: value"); a label that is a question takes no colon.
 */
export const textLines = (lines: readonly Row[], labelled = (label: string, text: string) => `${label}: ${text}`) =>
  lines.map(([label, value]) => labelledLine(label, value, labelled)).join("\n");

/**
 * Lets a text break inside a word where it has to: a link (wa.me/…, a pasted folder's address) or
 * a long word is one unbreakable word otherwise, and widened the mail past a phone's 320 px, which
 * a mail app then scrolls sideways or shrinks whole. Inline, as mail programs drop a stylesheet;
 * word-break's break-word for engines without overflow-wrap's anywhere. Not on a row's label: it
 * would give the label's words up to a long value.
 */
const wrapsAnywhere = ' style="overflow-wrap:anywhere;word-break:break-word"';

/**
 * What the visitor typed, or a value that holds it, takes its direction from its own first letter:
 * a name or a message in Arabic or Hebrew reads right to left, in a mail otherwise left to right.
 * A value of the mail's own (a date, a service's name) starts with a Latin letter and stays as it was.
 */
const typedText = ` dir="auto"${wrapsAnywhere}`;

/** Rows as an HTML table's rows, each value escaped, its line breaks kept, a link made one. */
export const htmlRows = (lines: readonly Row[]) =>
  lines
    .map(([label, value, link]) => {
      const cell = link
        ? `<a href="${escapeHtml(link)}">${escapeHtml(value)}</a>`
        : escapeHtml(value).replace(lineBreak, "<br>");
      return `<tr><th align="left">${escapeHtml(label)}</th><td${typedText}>${cell}</td></tr>`;
    })
    .join("");

const closesEmbedding = "\u202C";
const closesIsolate = "\u2069";
const opensIsolate = /[\u2066-\u2068]/u;
const overridesRightToLeft = "\u202E";

/**
 * A line of the message without the bidirectional controls a one-line field refuses
 * (`bidiControls`) that the line does not close: an override left open turns the rest of its
 * line around (after "Invoice 1234", U+202E shows "5678 USD" as "DSU 8765"), so the staff would
 * read other words and figures than were typed. One the visitor closed again in the line is kept, as a
 * right-to-left writer's embedding is meant; it ends where they ended it. The right-to-left
 * override is left out even when closed, with its closer: up to there it still shows every
 * figure and Latin word backwards, while an embedding or an isolate, which a writer uses to set a
 * direction, keeps them readable.
 */
function withoutOpenControls(line: string): string {
  const characters = [...line];
  const open: { at: number; isolate: boolean }[] = [];
  const left = new Set<number>();
  const reverses = (at: number) => characters[at] === overridesRightToLeft;
  characters.forEach((character, at) => {
    if (!bidiControls.test(character)) return;
    if (character === closesEmbedding) {
      if (open.at(-1)?.isolate !== false) left.add(at);
      else if (reverses(open.pop()!.at)) left.add(at);
    } else if (character === closesIsolate) {
      // It closes its isolate and whatever was opened inside it (Unicode's bidirectional algorithm).
      const isolate = open.findLastIndex(({ isolate }) => isolate);
      if (isolate >= 0) open.splice(isolate);
      else left.add(at);
    } else open.push({ at, isolate: opensIsolate.test(character) });
  });
  for (const { at } of open) left.add(at);
  return characters.filter((character, at) => !left.has(at) && character !== overridesRightToLeft).join("");
}

/**
 * A text of several lines as the company's mail shows it (the message, the piece sizes), and all that
 * `npm run leads -- show` prints (a terminal turns a line around as a mail program does): each
 * line's open bidirectional controls, and its right-to-left overrides, left out; its lines broken
 * with "\n" wherever a reader's program would break one.
 */
export const shownMessage = (message: string) => message.split(lineBreak).map(withoutOpenControls).join("\n");

export function emailText(m: FormMessage, kept: Kept = {}): string {
  const head = textLines(withKept(rows(m), kept));
  const shipment = shipmentDetailsText(m, kept.offered);
  const details = shipment ? `\n\n${shipment}` : "";
  return `${head}${details}\n\n${label("message")}:\n${shownMessage(m.message)}\n${answeredText(kept.answeredLink)}`;
}

export function emailHtml(m: FormMessage, kept: Kept = {}): string {
  const { reference, answeredLink } = kept;
  const table = htmlRows(withKept(rows(m), kept));
  const body = escapeHtml(shownMessage(m.message)).replaceAll("\n", "<br>");
  const shipment = shipmentRows(m, kept.offered);
  const details =
    shipment.length > 0
      ? `<h2>Shipment details</h2><table border="1" cellpadding="4" cellspacing="0">${htmlRows(shipment)}</table>`
      : "";
  const answered = answeredLink
    ? `<p><a href="${escapeHtml(answeredLink)}">Mark as answered</a> (no reminder then)</p>`
    : "";
  // The subject again, the name and company each isolated from the mail's words, as the table's values are.
  const heading = `${escapeHtml(subjectUpToSender(m, reference))}${senderName(m, (typed) => `<bdi>${escapeHtml(typed)}</bdi>`)}`;
  return `<!doctype html><html><body><h1${wrapsAnywhere}>${heading}</h1><table>${table}</table>${details}<h2>${escapeHtml(label("message"))}</h2><p${typedText}>${body}</p>${answered}</body></html>`;
}
