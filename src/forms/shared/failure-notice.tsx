import React from "react";
import type { i18n as I18n } from "i18next";
import { fieldDefinition, fieldsOf, labelledLine, type FieldDefinition } from "./fields";
import { formControlNames, isServiceType, type FormType } from "./forms";
import { mailLink, telNumber, whatsappLink, whatsappMessage } from "../../shared/contact-links";
import { choiceName } from "./form-fields";
import { cutText } from "./schema";
import type { NamedPackage } from "./package-keys";
import { ExternalLink } from "./external-link";

// What a failure notice offers: the reason, then email (pre-filled with what the visitor typed),
// WhatsApp and phone. The forms show it after a failed Send; the function's failure page shows
// the same. The pages' own contact links take theirs from src/shared/contact-links.ts.

// Mail clients and browsers cut long mailto links. 1,200 characters keep a Latin-script mail's
// link under about 1,800; a Chinese or Japanese one's is longer (nine per character, encoded),
// which some desktop mail programs may cut. Each field's value is cut at 200 (the calculator's
// piece sizes may run to 2,000), and the message at what the fields leave of the 1,200, so that it
// keeps the most of them. The form keeps the whole text either way.
const maxMailtoBody = 1200;
const maxMailtoValue = 200;

type Links = { mailto: string; whatsapp: string; tel: string };

/**
 * The links, with their words resolved when the send fails, since its notice may be shown on the
 * next page, whose texts do not have them.
 */
export interface FallbackLinks extends Links {
  words: { intro: string; email: string; whatsapp: string; phone: string };
}

/** The links, the mail's lines each `labelled` as the visitor's language joins a label and its text. */
export function fallbackLinks(
  subject: string,
  lines: [label: string, value: string][],
  labelled: (label: string, text: string) => string,
  message: string,
  whatsappText = "",
): Links {
  const head = lines
    .filter(([, value]) => value.trim())
    .map(([label, value]) => labelledLine(label, cutText(value, maxMailtoValue), labelled))
    .join("\n");
  const room = Math.max(maxMailtoBody - [...head].length, maxMailtoValue);
  const body = `${head}\n\n${cutText(message, room)}`;
  return {
    mailto: mailLink(subject, body),
    whatsapp: whatsappLink(whatsappText),
    tel: `tel:${telNumber()}`,
  };
}

interface FallbackTexts {
  /** A field's label as the visitor's form shows it. */
  label(name: string, namespace: FieldDefinition["labelNamespace"]): string;
  /** The name of a choice's value ("sea-fcl" as "Sea freight FCL"). */
  choice(name: string, value: string): string;
}

/**
 * The lines of the pre-written mail, from the field table: each field given but the message (it
 * is the mail's body). A value the fields at hand do not describe (a shipment detail given with
 * only the visitor's fields) still goes in, never lost.
 */
export function fallbackLines(
  fields: readonly FieldDefinition[],
  values: Readonly<Record<string, string | undefined>>,
  texts: FallbackTexts,
): [string, string][] {
  const known = new Set(fields.map((field) => field.name));
  const described = fields.flatMap((field): [string, string][] => {
    const value = (values[field.name] ?? "").trim();
    if (!value || (field.kind === "text" && field.group === "visitor")) return [];
    const shown = field.kind === "flag" ? "✓" : field.kind === "choice" ? texts.choice(field.name, value) : value;
    return [[texts.label(field.name, field.labelNamespace), shown]];
  });
  const others = Object.entries(values).flatMap(([name, value]): [string, string][] =>
    known.has(name) || formControlNames.includes(name) || !value?.trim()
      ? []
      : [[texts.label(name, "shipment"), value === "yes" ? "✓" : value]],
  );
  return [...described, ...others];
}

/**
 * A text with what the visitor typed put in after its company facts are filled in, as the
 * function's fillText does: i18next fills facts ({legalName}) after its variables, and would read
 * a visitor's "{legalName}" as the company's name.
 */
function withTyped(
  t: (key: string, slots: Record<string, string>) => string,
  key: string,
  typed: Record<string, string>,
) {
  const slots = Object.fromEntries(Object.keys(typed).map((name) => [name, `{{${name}}}`]));
  return t(key, slots).replace(/\{\{(\w+)\}\}/g, (slot, name: string) => typed[name] ?? slot);
}

/**
 * The other ways to reach the company, given what the visitor typed: every field the form asks
 * that was given goes into the pre-written email, labelled as the form labels it, so nothing
 * typed is lost on the way; the WhatsApp chat starts naming the chosen service. The package is
 * named as the page offering it names it (`packages`); one it does not offer, by its key.
 */
export function fallbackLinksFor(
  i18n: I18n,
  formType: FormType,
  values: Readonly<Record<string, string | undefined>>,
  packages: readonly NamedPackage[] = [],
  /** The language the links' words are shown in, if not the form's: the mail is written in the form's. */
  shownIn: string = i18n.language,
): FallbackLinks {
  const t = i18n.getFixedT(i18n.language, "form");
  const pageName = (name: string, value: string) =>
    fieldDefinition(name)?.pageChoices ? packages.find((pkg) => pkg.key === value)?.name : undefined;
  const lines = fallbackLines(fieldsOf(undefined, formType), values, {
    label: (name, namespace) => t(`${namespace}:fields.${name}.label`),
    choice: (name, value) => pageName(name, value) ?? choiceName(i18n, name, value),
  });
  const subject = withTyped(t, formType === "quote" ? "fallback.mailSubjectQuote" : "fallback.mailSubjectContact", {
    name: (values.fullName ?? "").trim(),
  });
  const service = isServiceType(values.serviceType) ? t(`services.${values.serviceType}`) : undefined;
  const chat = whatsappMessage(i18n.getFixedT(i18n.language, "whatsapp"), service);
  const labelled = (label: string, text: string) => withTyped(t, "common:joins.labelled", { label, text });
  const shown = i18n.getFixedT(shownIn, "form");
  const words = {
    intro: shown("fallback.intro"),
    email: shown("fallback.email"),
    whatsapp: shown("fallback.whatsapp"),
    phone: shown("fallback.phone"),
  };
  return { ...fallbackLinks(subject, lines, labelled, (values.message ?? "").trim(), chat), words };
}

const linkClass = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950";

function FallbackLinkList({ links: { words, ...links } }: { links: FallbackLinks }) {
  return (
    <span className="mt-1 block">
      {words.intro}{" "}
      <span className="flex flex-wrap gap-x-3 gap-y-1">
        <a className={linkClass} href={links.mailto} data-fallback="email">
          {words.email}
        </a>
        <ExternalLink className={linkClass} href={links.whatsapp} data-fallback="whatsapp">
          {words.whatsapp}
        </ExternalLink>
        <a className={linkClass} href={links.tel} data-fallback="phone">
          {words.phone}
        </a>
      </span>
    </span>
  );
}

export function FailureNotice({ text, links }: { text: string; links: FallbackLinks }) {
  return (
    <span className="block">
      <span className="block">{text}</span>
      <FallbackLinkList links={links} />
    </span>
  );
}

/** Under a form whose message could not be sent: the other ways to reach the company, until a send succeeds. */
export function FallbackNotice({ links }: { links: FallbackLinks }) {
  return (
    <p className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-brand-950" data-fallback-notice>
      <FallbackLinkList links={links} />
    </p>
  );
}
