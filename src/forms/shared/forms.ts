import { serviceOf, services, type Service, type ServiceSlug } from "../../shared/services";
import { formActionPath } from "../../shared/routes";
import { isContactReference } from "../../shared/references";

// What every form shares besides its fields (those are in fields.ts): the forms, the
// service choices they offer, the bot traps, and the address of the quote form a link fills in.

/**
 * The service types a visitor can choose: each service of content/services.json (its
 * quoteOption, offered in the forms its `forms` names), then the two choices that are no service
 * page. Labels: content/locales/<lang>/form.json "services.<value>".
 */
export const formOnlyServiceTypes = [
  { value: "international-freight", forms: ["quote"] },
  { value: "other", forms: ["quote", "contact"] },
] as const;

export const formTypes = ["quote", "contact"] as const;
export type FormType = (typeof formTypes)[number];

export const isFormType = (value: unknown): value is FormType => (formTypes as readonly unknown[]).includes(value);

/**
 * The service choices of the forms, given the services of content/services.json: the services
 * every form offers, then those only some offer, each in the file's order, then the choices that
 * are no service (the specification's two lists).
 */
export const serviceChoicesOf = (
  list: readonly Pick<Service, "quoteOption" | "forms">[],
): readonly { value: string; forms: readonly string[] }[] => {
  const choices = list.map((service) => ({ value: service.quoteOption, forms: service.forms }));
  const inEveryForm = (choice: { forms: readonly string[] }) => formTypes.every((form) => choice.forms.includes(form));
  return [...choices.filter(inEveryForm), ...choices.filter((choice) => !inEveryForm(choice)), ...formOnlyServiceTypes];
};

const serviceChoices = serviceChoicesOf(services);

export type ServiceType = string;
export const serviceTypes: readonly ServiceType[] = serviceChoices.map((choice) => choice.value);

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === "string" && serviceTypes.includes(value);
}

/** The service type a service page pre-selects in its quote form: its quoteOption in content/services.json. */
export function serviceTypeOfPage(slug: ServiceSlug): ServiceType {
  const option = serviceOf(slug)?.quoteOption;
  return isServiceType(option) ? option : "other";
}

/**
 * A form's service choices after the empty default, in the order of content/services.json; with
 * the given service first when the form does not list it (a service page's own, which the quote
 * dialog may not offer), so that it can be chosen.
 */
export function serviceOptionsWith(formType: FormType, service?: unknown): readonly ServiceType[] {
  const offered = serviceChoices.filter((choice) => choice.forms.includes(formType)).map((choice) => choice.value);
  return isServiceType(service) && !offered.includes(service) ? [service, ...offered] : offered;
}

/**
 * The address of the quote form that works without scripts, filled in with these values (a
 * service, a message, shipment details; the function takes no others: linkedQuoteForm in
 * src/forms/function/answers.tsx). Where a quote link leads without scripts, or when the quote
 * dialog's code cannot be downloaded.
 */
export const plainQuoteFormHref = (language: string, values: Readonly<Record<string, string>>): string =>
  `${formActionPath}?${new URLSearchParams([
    ["form", "quote"],
    ["language", language],
    ...Object.entries(values).filter(([, value]) => value !== ""),
  ])}`;

/** The name of the hidden field only bots fill in (the function reads it as the honeypot). */
export const honeypotName = "website";

/** What a form posts besides the visitor's fields: which form, its language, the robot box, the traps. */
export const formControlNames: readonly string[] = [
  "formType",
  "language",
  "consent",
  "elapsedMs",
  "honeypot",
  honeypotName,
];

/** The one rule for a phone number: at least this many digits, whatever else is written around them. */
export const minPhoneDigits = 6;

/** Spam carries many links; a customer's message rarely more than a few. */
export const maxMessageLinks = 3;

/**
 * A person needs more than this to fill in a form; a quicker submission is a bot and is
 * dropped like one that fills the honeypot (answered as a success, nothing sent).
 */
export const minFillMs = 2000;

/** What happens next once a message is received, in order: formResults.json "received.steps.<step>". */
export const receivedSteps = ["read", "reply", "documents", "urgent"] as const;

/**
 * The context of a step's text (i18next's, "<step>_<context>"): a contact message's reading and
 * reply steps as "_contact", which promise no quote, as are those of a message whose form is not
 * known (no reference: the received page before its scripts read the address, or one the store
 * does not keep); a quote's reply step as "_<replyBy>", the way the visitor chose to be answered.
 */
export function stepContext(step: string, reference?: string, replyBy?: string): string | undefined {
  if (step !== "read" && step !== "reply") return undefined;
  if (!reference || isContactReference(reference)) return "contact";
  return step === "reply" ? replyBy : undefined;
}
