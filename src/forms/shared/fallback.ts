import { company } from "../../shared/facts";
import { formControlNames } from "./forms";
import { isOpenChoice, type FieldDefinition } from "./fields";
import { telNumber, whatsappLink } from "../../shared/contact-links";

// Other ways to reach the company when sending fails: an email with the visitor's text
// already written, WhatsApp and a phone call. Numbers and address come from company.json.
// Only the forms' lazy part and the function read this; the pages' links take theirs from
// src/shared/contact-links.ts.

/** Mail clients and browsers cut long mailto links; keep the whole link under about 1,800 characters. */
const maxMailtoBody = 1200;

export interface FallbackLinks {
  mailto: string;
  whatsapp: string;
  tel: string;
}

/** The links, the mail's lines each `labelled` as the visitor's language joins a label and its text. */
export function fallbackLinks(
  subject: string,
  lines: [label: string, value: string][],
  labelled: (label: string, text: string) => string,
  message: string,
  whatsappText = "",
): FallbackLinks {
  const head = lines
    .filter(([, value]) => value.trim())
    .map(([label, value]) => labelled(label, value))
    .join("\n");
  const text = message.length > maxMailtoBody ? `${message.slice(0, maxMailtoBody)}…` : message;
  const body = `${head}\n\n${text}`;
  return {
    mailto: `mailto:${company.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
    whatsapp: whatsappLink(whatsappText),
    tel: `tel:${telNumber()}`,
  };
}

export interface FallbackTexts {
  /** A field's label as the visitor's form shows it. */
  label(name: string, namespace: FieldDefinition["labelNamespace"]): string;
  /** The name of a choice's value ("sea-fcl" as "Sea freight FCL"). */
  choice(name: string, value: string): string;
}

/**
 * The lines of the pre-written mail, from the field table: each of the visitor's fields but the
 * message (it is the mail's body), a quote's shipment details only where given. A value the
 * fields at hand do not describe (a shipment detail given with only the visitor's fields) still
 * goes in, never lost.
 */
export function fallbackLines(
  fields: readonly FieldDefinition[],
  values: Readonly<Record<string, string | undefined>>,
  texts: FallbackTexts,
): [string, string][] {
  const known = new Set(fields.map((field) => field.name));
  const described = fields.flatMap((field): [string, string][] => {
    const value = (values[field.name] ?? "").trim();
    if (field.kind === "text" && field.group === "visitor") return [];
    if (!value && field.group !== "visitor") return [];
    const shown = !value
      ? ""
      : field.kind === "flag"
        ? "✓"
        : field.kind === "choice" && !isOpenChoice(field)
          ? texts.choice(field.name, value)
          : value;
    return [[texts.label(field.name, field.labelNamespace), shown]];
  });
  const others = Object.entries(values).flatMap(([name, value]): [string, string][] =>
    known.has(name) || formControlNames.includes(name) || !value?.trim()
      ? []
      : [[texts.label(name, "shipment"), value === "yes" ? "✓" : value]],
  );
  return [...described, ...others];
}
