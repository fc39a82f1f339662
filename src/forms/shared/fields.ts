import { company } from "../../shared/facts";
import type { FormType } from "./forms";

// Every field of every form, described once: the visitor's own fields (every form, unless the row
// names the forms that ask it) and a quote's shipment details. The schema, the inputs' attributes
// and layout, the function's form pages, the company's mail, the fallback mail and `npm run leads`
// all read this table, at the moment they need it. Adding a field is one row here and its label in
// each language's locale file.

/** How a field is typed and checked. */
type FieldKind = "line" | "email" | "phone" | "choice" | "text" | "number" | "date" | "flag";

/** Where a field is: with the visitor's details or in a quote's shipment details. */
export type FieldGroup = "visitor" | "shipment";

export interface FieldDefinition {
  name: string;
  kind: FieldKind;
  /** A row without it: not required. */
  required: boolean;
  group: FieldGroup;
  /** Takes both columns of the form's grid. */
  wide?: boolean;
  /**
   * Longest accepted text. Not the input's maxlength, which cuts a pasted text short without a
   * word: the schema refuses a longer one and says why beside the field. Not for choices and flags;
   * a number or a date has numberLength unless its row says otherwise.
   */
  maxLength?: number;
  /**
   * A number's largest accepted value, and whether it must be whole: a phone shows a whole
   * number's input its digit keyboard, another number's one with a decimal separator.
   */
  max?: number;
  whole?: boolean;
  /** What the mail writes after a number. */
  unit?: string;
  /** The input's autocomplete (personal fields only). */
  autoComplete?: string;
  /**
   * Where the visitor's texts are: content/locales/<lang>/<namespace>.json fields.<name>.label
   * (and .hint, .placeholder). A row without it: "form" for the visitor's fields, "shipment" for
   * the shipment details.
   */
  labelNamespace: "form" | "shipment";
  /**
   * A choice's values where the row gives them, which the forms list from their first load (the
   * other lists are in choices.ts, apart from it). Names: fields.<name>.choices.<value>.
   */
  choices?: readonly string[];
  /**
   * A choice the page offers its own few of and names (the package: the page's price packages,
   * named as its cards name them). The mail names the choice as the page in the inbox's language
   * does, with what the site states of it (the package's price).
   */
  pageChoices?: boolean;
  /** A hint under the field: fields.<name>.hint. */
  hint?: boolean;
  /** A placeholder in the field (or a select's empty choice): fields.<name>.placeholder. */
  placeholder?: boolean;
  /**
   * Asked only while another field holds one of these values: once the scripts run, the field
   * steps aside otherwise (and is not sent). Without scripts it is always there.
   */
  shownWhen?: { field: string; values: readonly string[] };
  /**
   * The forms that ask it (the quote forms: `formType` "quote"); absent, every form that has its
   * group (the shipment details: the quote forms). Elsewhere the field is not shown, not read from
   * a post, not checked and not kept: the schema drops it as it drops any name it does not know.
   */
  forms?: readonly FormType[];
  /** The row's label in the company's mail and in `npm run leads`. */
  emailLabel: string;
  /**
   * A visitor's field the mail and `npm run leads` show first, right after the form's name
   * (how to answer comes before who wrote), and leave out when unanswered rather than show "-".
   */
  emailFirst?: boolean;
  /**
   * The visitor's acknowledgement repeats what was chosen, in the visitor's language. Only a
   * choice from the form's own lists: the form can carry anyone's address, so that mail holds
   * nothing typed (nor a page's package, which the page names).
   */
  inAcknowledgement?: boolean;
}

/** A row as written in the table below: what most rows share is filled in (fieldTable). */
type FieldRow = Omit<FieldDefinition, "required" | "labelNamespace"> &
  Partial<Pick<FieldDefinition, "required" | "labelNamespace">>;

// Room for the longest number a person types, separators included ("10.000.000,5"), or a date.
const numberLength = 32;
const containersOnly = { field: "mode", values: ["sea-fcl"] } as const;

const rows = [
  {
    name: "fullName",
    kind: "line",
    required: true,
    group: "visitor",
    maxLength: 100,
    autoComplete: "name",
    placeholder: true,
    emailLabel: "Name",
  },
  {
    name: "company",
    kind: "line",
    group: "visitor",
    maxLength: 150,
    autoComplete: "organization",
    placeholder: true,
    emailLabel: "Company",
  },
  {
    name: "email",
    kind: "email",
    required: true,
    group: "visitor",
    maxLength: 254,
    autoComplete: "email",
    placeholder: true,
    emailLabel: "Email",
  },
  // Room for two numbers and a note, as on a business card: "0778-123456 / 0812-3456-7890 (WA)".
  {
    name: "phone",
    kind: "phone",
    required: true,
    group: "visitor",
    maxLength: 64,
    autoComplete: "tel",
    placeholder: true,
    emailLabel: "Phone",
  },
  // How the visitor would like to be answered; no preference unless chosen. A quote's question.
  {
    name: "replyBy",
    kind: "choice",
    group: "visitor",
    forms: ["quote"],
    choices: ["email", "whatsapp", "phone"],
    placeholder: true,
    emailLabel: "Reply by",
    emailFirst: true,
    inAcknowledgement: true,
  },
  {
    name: "serviceType",
    kind: "choice",
    group: "visitor",
    wide: true,
    placeholder: true,
    emailLabel: "Service",
    inAcknowledgement: true,
  },
  {
    name: "message",
    kind: "text",
    required: true,
    group: "visitor",
    wide: true,
    maxLength: 5000,
    placeholder: true,
    emailLabel: "Message",
  },
  // The price package a visitor asked for on a service page ("Request this package"): posted as
  // its key (the rate its card prices, "sea-lcl": ./package-keys.ts), offered only where the page has
  // packages, named there as the page's cards name it.
  {
    name: "package",
    kind: "choice",
    group: "shipment",
    pageChoices: true,
    wide: true,
    labelNamespace: "form",
    placeholder: true,
    emailLabel: "Package",
  },
  {
    name: "origin",
    kind: "line",
    group: "shipment",
    maxLength: 120,
    emailLabel: "Origin",
  },
  {
    name: "destination",
    kind: "line",
    group: "shipment",
    maxLength: 120,
    emailLabel: "Destination",
  },
  { name: "mode", kind: "choice", group: "shipment", emailLabel: "Mode", inAcknowledgement: true },
  {
    name: "cargo",
    kind: "line",
    group: "shipment",
    maxLength: 500,
    emailLabel: "Cargo",
  },
  {
    name: "pieces",
    kind: "number",
    group: "shipment",
    max: 100_000,
    whole: true,
    emailLabel: "Pieces",
  },
  {
    name: "weightKg",
    kind: "number",
    group: "shipment",
    max: 10_000_000,
    unit: "kg",
    emailLabel: "Gross weight",
  },
  {
    name: "volumeCbm",
    kind: "number",
    group: "shipment",
    max: 100_000,
    unit: "CBM",
    emailLabel: "Volume",
  },
  // One line per size, as typed (the freight calculator writes "2 × 120 × 80 × 100 cm, 150 kg per piece").
  {
    name: "pieceSizes",
    kind: "text",
    group: "shipment",
    wide: true,
    maxLength: 2000,
    hint: true,
    emailLabel: "Piece sizes",
  },
  {
    name: "containerType",
    kind: "choice",
    group: "shipment",
    hint: true,
    shownWhen: containersOnly,
    emailLabel: "Container type",
  },
  {
    name: "containerCount",
    kind: "number",
    group: "shipment",
    max: 500,
    whole: true,
    shownWhen: containersOnly,
    emailLabel: "Containers",
  },
  {
    name: "incoterm",
    kind: "choice",
    group: "shipment",
    wide: true,
    emailLabel: "Incoterm",
  },
  {
    name: "readyDate",
    kind: "date",
    group: "shipment",
    emailLabel: "Cargo ready",
  },
  {
    name: "dangerousGoods",
    kind: "flag",
    group: "shipment",
    emailLabel: "Dangerous goods",
  },
  {
    name: "temperatureControl",
    kind: "flag",
    group: "shipment",
    emailLabel: "Temperature control",
  },
  {
    name: "insurance",
    kind: "flag",
    group: "shipment",
    emailLabel: "Insurance",
  },
  // What the insurance covers is priced on it: asked once insurance is wanted.
  {
    name: "cargoValue",
    kind: "line",
    group: "shipment",
    maxLength: 60,
    hint: true,
    shownWhen: { field: "insurance", values: ["yes"] },
    emailLabel: "Cargo value",
  },
] as const satisfies readonly FieldRow[];

export type FieldName = (typeof rows)[number]["name"];
export type VisitorField = Extract<(typeof rows)[number], { group: "visitor" }>["name"];
/** The visitor's fields only some forms ask (replyBy: the quote forms). */
export type SomeFormsField = Extract<(typeof rows)[number], { forms: readonly FormType[] }>["name"];
export type ShipmentField = Extract<(typeof rows)[number], { group: "shipment" }>["name"];
export type NumberField = Extract<(typeof rows)[number], { kind: "number" }>["name"];

/** The table, in the order the fields appear. An array a test may add a row to: every reader reads it when called. */
export const fieldTable: FieldDefinition[] = rows.map((row: FieldRow) => ({
  required: false,
  labelNamespace: row.group === "visitor" ? "form" : "shipment",
  ...(row.kind === "number" || row.kind === "date" ? { maxLength: numberLength } : {}),
  ...row,
}));

export const fieldDefinition = (name: string): FieldDefinition | undefined =>
  fieldTable.find((field) => field.name === name);

/** The forms a row without `forms` is on: the shipment details are on the quote forms only. */
const formsOfGroup: Readonly<Record<FieldGroup, readonly FormType[] | undefined>> = {
  visitor: undefined,
  shipment: ["quote"],
};

/**
 * The fields of a group (or all), in the order they appear (the first invalid one gets focus);
 * with a form, only those it asks (a row without `forms`: every form that has its group).
 */
export const fieldsOf = (group?: FieldGroup, form?: FormType): FieldDefinition[] =>
  fieldTable.filter(
    (field) =>
      (!group || field.group === group) &&
      (!form || ((field.forms ?? formsOfGroup[field.group])?.includes(form) ?? true)),
  );

export const fieldNames = (group?: FieldGroup, form?: FormType): FieldName[] =>
  fieldsOf(group, form).map((field) => field.name as FieldName);

/** The visitor's fields of a form in the order the mail and `npm run leads` show them (emailFirst ones first). */
export const emailOrder = (form: FormType): FieldDefinition[] => {
  const visitor = fieldsOf("visitor", form);
  return [...visitor.filter((field) => field.emailFirst), ...visitor.filter((field) => !field.emailFirst)];
};

/** Looks up a text of a namespace; both i18next's t and the function's texts serve. */
export type TextLookup = (
  namespace: "form" | "shipment" | "incoterms",
  key: string,
  values?: Record<string, string>,
) => string | undefined;

/**
 * A choice's name as the forms show it, in the lookup's language: "sea-fcl" as "Sea freight,
 * full container (FCL)", "40ft" with its capacity, "FOB" with its name. formatNumber writes the
 * capacity as the language does.
 */
export function choiceLabel(
  field: string,
  value: string,
  text: TextLookup,
  formatNumber: (n: number) => string = String,
): string {
  switch (field) {
    case "serviceType":
      return text("form", `services.${value}`) ?? value;
    case "mode":
      return text("shipment", `modes.${value}`) ?? value;
    case "containerType": {
      const name = text("shipment", `containers.${value}`) ?? value;
      const size = company.sea.containers[value as keyof typeof company.sea.containers];
      return size ? (text("shipment", "containerOption", { name, cbm: formatNumber(size.cbm) }) ?? name) : name;
    }
    case "incoterm": {
      const name = text("incoterms", `terms.${value}.name`);
      return name ? `${value} – ${name}` : value;
    }
    default: {
      // A list named in the field's own texts: fields.<name>.choices.<value> (replyBy).
      const namespace = fieldDefinition(field)?.labelNamespace;
      return (namespace && text(namespace, `fields.${field}.choices.${value}`)) ?? value;
    }
  }
}

/**
 * A field's label and value as one line of a mail, `labelled` as the mail's language joins them
 * ("label: value"); a label that is a question ("How should we reply?") takes no colon.
 */
export const labelledLine = (label: string, value: string, labelled: (label: string, text: string) => string) =>
  /[?？]$/.test(label) ? `${label} ${value}` : labelled(label, value);
