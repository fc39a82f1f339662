import type { ShipmentField } from "./shipment-fields";
import { serviceOf, type ServiceSlug } from "./services";

// The one list of service types a visitor can choose in a form, and which form offers
// which of them (SPEC section 3). Labels live in content/locales/<lang>/form.json under
// "services.<value>". Values double as the service page slugs where a page exists.
export const serviceTypes = [
  "bea-cukai",
  "ekspedisi-laut",
  "ekspedisi-udara",
  "warehouse-distribusi",
  "project-handling",
  "international-freight",
  "other",
] as const;

export type ServiceType = (typeof serviceTypes)[number];

export const formTypes = ["quote", "contact"] as const;
export type FormType = (typeof formTypes)[number];

/** Options of the quote dialog (and of the service-page form), after the empty default. */
export const quoteServiceOptions: readonly ServiceType[] = [
  "bea-cukai",
  "ekspedisi-laut",
  "ekspedisi-udara",
  "warehouse-distribusi",
  "international-freight",
  "other",
];

/** Options of the contact form, after the empty default. */
export const contactServiceOptions: readonly ServiceType[] = [
  "bea-cukai",
  "ekspedisi-laut",
  "ekspedisi-udara",
  "warehouse-distribusi",
  "project-handling",
  "other",
];

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === "string" && (serviceTypes as readonly string[]).includes(value);
}

/**
 * The service type a service page pre-selects in its quote form: its quoteOption in
 * content/services.json (npm run check:content and the build reject one that is no service type).
 */
export function serviceTypeOfPage(slug: ServiceSlug): ServiceType {
  const option = serviceOf(slug)?.quoteOption;
  return isServiceType(option) ? option : "other";
}

/**
 * Options of a service page's quote form: the quote-dialog options, plus the page's own
 * service when the dialog does not list it (project handling), so it can be pre-selected.
 */
export function servicePageOptions(slug: ServiceSlug): readonly ServiceType[] {
  const own = serviceTypeOfPage(slug);
  return quoteServiceOptions.includes(own) ? quoteServiceOptions : [own, ...quoteServiceOptions];
}

/**
 * Maximum lengths, shared by the inputs' maxLength and the schema. The shipment details' limits
 * are in shipment-fields.ts: only the forms' lazy parts need them, and a page's first load
 * carries this module.
 */
export const fieldLimits = {
  fullName: 100,
  company: 150,
  email: 254,
  // Room for two numbers and a note, as on a business card: "0778-123456 / 0812-3456-7890 (WA)".
  phone: 64,
  message: 5000,
} as const;

/** The one rule for a phone number: at least this many digits, whatever else is written around them. */
export const minPhoneDigits = 6;

/** Spam carries many links; a customer's message rarely more than a few. */
export const maxMessageLinks = 3;

/**
 * A person needs more than this to fill in a form; a quicker submission is a bot and is
 * dropped like one that fills the honeypot (answered as a success, nothing sent).
 */
export const minFillMs = 2000;

export const requiredFields = ["fullName", "email", "phone", "message"] as const;

/** The fields a visitor fills in, in the order they appear (first invalid one gets focus). */
export const fieldOrder = ["fullName", "company", "email", "phone", "serviceType", "message"] as const;
/** A field of the forms: one above, or a quote's shipment detail (shipment-fields.ts). */
export type FieldName = (typeof fieldOrder)[number] | ShipmentField;
