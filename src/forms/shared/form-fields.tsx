import React, { type InputHTMLAttributes, type ReactNode } from "react";
import type { i18n as I18n } from "i18next";
import { honeypotName, type FormType, type ServiceType } from "./forms";
import { choiceLabel, fieldsOf, type FieldDefinition, type FieldName, type TextLookup } from "./fields";
import type { FieldProblem, InvalidField } from "./schema";
import { earliestReadyDate } from "./ready-date";
import { useTranslation } from "react-i18next";
import { knownLanguage } from "../../shared/languages";
import { formatNumber } from "../../shared/facts";
import { ErrorSummary, FieldError, invalidProps } from "./reason-slots";

// Each field as the field table (./fields.ts) describes it, and the visitor's fields every
// form shares. The fields keep what is typed themselves (defaultValue): see readForm in
// ../browser/send-form.tsx. Without scripts the browser checks only required and a date's type; the function the rest.

/** The refused fields, each with its reason; empty until the visitor first presses Send. */
export type Problems = ReadonlyMap<InvalidField, FieldProblem>;
/** Values a form starts with or was given by a quote trigger, for fields that appear later too. */
export type FormDefaults = Partial<Record<FieldName, string>>;

/** The texts of the page's i18next as the field table's choiceLabel reads them. */
const textLookup =
  (i18n: I18n): TextLookup =>
  (namespace, key, values) =>
    i18n.exists(`${namespace}:${key}`) ? String(i18n.t(`${namespace}:${key}`, { ...values })) : undefined;

/** A choice's name in the page's language. */
export const choiceName = (i18n: I18n, field: string, value: string) =>
  choiceLabel(field, value, textLookup(i18n), (n) => formatNumber(n, knownLanguage(i18n.language)));

// One hidden text names it: browsers add a space before hidden text (as in ./field-errors.tsx).
export function RequiredLabel({ text }: { text: string }) {
  const { t } = useTranslation("form");
  return (
    <>
      <span className="sr-only">{t("common:joins.bracketed", { text, note: t("required") })}</span>
      <span aria-hidden="true">
        {text}
        <span className="ml-0.5 text-red-700">*</span>
      </span>
    </>
  );
}

/** The input of each kind of single-line field: its type and the keyboard a phone shows for it. */
const inputs: Partial<Record<FieldDefinition["kind"], InputHTMLAttributes<HTMLInputElement>>> = {
  line: { type: "text" },
  // Not type="email": without the scripts, Chromium refuses an address typed in full width
  // (ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ) in a bubble in the browser's language. The schema reads it,
  // and says beside the field, in the page's language, why it refuses an address. An address is
  // no word to correct or capitalise.
  email: { type: "text", inputMode: "email", spellCheck: false, autoCapitalize: "none", autoCorrect: "off" },
  phone: { type: "tel" },
  number: { type: "text" },
  date: { type: "date" },
};

interface FieldProps {
  field: FieldDefinition;
  /** The element's id; the reason's and the hint's ids follow from it. */
  id: string;
  defaultValue: string;
  problem: FieldProblem | undefined;
  /** The choices offered where the page decides: the form's service types, the page's packages. */
  choices?: readonly string[];
  /** The names the page gives its own choices (its packages), by value; the others are named from the texts. */
  choiceNames?: Readonly<Record<string, string>>;
  /** Stepped aside: its question does not apply to what the visitor chose (not shown, not sent). */
  aside?: boolean;
  /** Told of each change of the field's value (a checkbox's is "yes" or ""). */
  onValue?: (value: string) => void;
  /** What follows the control inside the field (the Incoterm's explanation). */
  children?: ReactNode;
  /** Extra ids describing the control (a live explanation below it). */
  describedBy?: string;
  /** A text field's height in lines. */
  rows?: number;
  /**
   * Made ahead of the visit (a page's build, the function's pages): no limit that depends on the
   * day, which would be that day's (the function checks the date, and says why it refuses one).
   */
  plain?: boolean;
}

/** One field of the table: its label, control, hint and reason, laid out as the table says. */
export function Field({
  field,
  id,
  defaultValue,
  problem,
  choices,
  choiceNames,
  aside = false,
  onValue,
  children,
  describedBy,
  rows = 3,
  plain = false,
}: FieldProps) {
  const { name, kind, required } = field;
  const { t, i18n } = useTranslation(field.labelNamespace);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const invalid = invalidProps(problem, id);
  const description = [hintId, describedBy, invalid["aria-describedby"]].filter(Boolean).join(" ");
  const common = {
    id,
    name,
    defaultValue,
    required,
    disabled: aside || undefined,
    // The fields' look: utilities in src/styles/global.css.
    className: field.pageChoices ? "form-input form-input-wrapping" : "form-input",
    ...invalid,
    ...(description ? { "aria-describedby": description } : {}),
  };
  const placeholder = field.placeholder ? t(`fields.${name}.placeholder`) : undefined;
  const text = t(`fields.${name}.label`);
  const control =
    kind === "flag" ? (
      <label className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <input
          type="checkbox"
          id={id}
          name={name}
          value="yes"
          defaultChecked={defaultValue === "yes"}
          disabled={aside || undefined}
          className="h-5 w-5 accent-brand-700"
          onChange={(e) => onValue?.(e.target.checked ? "yes" : "")}
          {...invalid}
        />
        {text}
      </label>
    ) : kind === "choice" ? (
      <select {...common} onChange={(e) => onValue?.(e.target.value)}>
        <option value="">{placeholder ?? t("shipment:choose")}</option>
        {(choices ?? []).map((value) => (
          <option key={value} value={value}>
            {choiceNames?.[value] ?? choiceName(i18n, name, value)}
          </option>
        ))}
      </select>
    ) : kind === "text" ? (
      <textarea {...common} rows={rows} placeholder={placeholder} onChange={(e) => onValue?.(e.target.value)} />
    ) : (
      <input
        {...common}
        {...inputs[kind]}
        autoComplete={field.autoComplete ?? (field.group === "shipment" ? "off" : undefined)}
        inputMode={kind === "number" ? (field.whole ? "numeric" : "decimal") : inputs[kind]?.inputMode}
        min={kind === "date" && !plain ? earliestReadyDate() : undefined}
        placeholder={placeholder}
        onChange={(e) => onValue?.(e.target.value)}
      />
    );
  // A checkbox's label holds the box itself; the other controls' label comes above them.
  return (
    <div className={field.wide ? "sm:col-span-2" : undefined} hidden={aside}>
      {kind !== "flag" && (
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-brand-900">
          {required ? <RequiredLabel text={text} /> : text}
        </label>
      )}
      {control}
      {hintId && (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {t(`fields.${name}.hint`)}
        </p>
      )}
      {children}
      <FieldError problem={problem} fieldId={id} />
    </div>
  );
}

interface Props {
  idPrefix: string;
  defaults: FormDefaults;
  problems: Problems;
  serviceOptions: readonly ServiceType[];
  messageRows: number;
  formType: FormType;
  language: string;
}

/** The visitor's fields the form asks (the table's `forms`), with the hidden fields and the honeypot. */
export function FormFields({ idPrefix, defaults, problems, serviceOptions, messageRows, formType, language }: Props) {
  const { t } = useTranslation("form");
  const id = (name: string) => `${idPrefix}-${name}`;
  const explained = serviceOptions.includes("international-freight");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="formType" value={formType} />
      <input type="hidden" name="language" value={language} />
      <ErrorSummary problems={problems} idPrefix={idPrefix} />
      {/* What the red asterisk means, for the eye: a screen reader hears "(required)" in each label. */}
      <p aria-hidden="true" className="text-sm text-slate-700 sm:col-span-2">
        <span className="text-red-700">*</span> {t("required")}
      </p>
      {fieldsOf("visitor", formType).map((field) => (
        <Field
          key={field.name}
          // International Freight is no service page: the quote forms that offer it say what it is.
          field={explained && field.name === "serviceType" ? { ...field, hint: true } : field}
          id={id(field.name)}
          defaultValue={defaults[field.name as FieldName] ?? ""}
          problem={problems.get(field.name as FieldName)}
          choices={field.name === "serviceType" ? serviceOptions : field.choices}
          rows={messageRows}
        />
      ))}
      {/* Only bots see and fill this; people never reach it (hidden, not focusable). */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor={id(honeypotName)}>{t("honeypot")}</label>
        <input id={id(honeypotName)} name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </div>
  );
}
