import React from "react";
import {
  contactFieldTable,
  honeypotName,
  requiredFields,
  type FieldKind,
  type FieldName,
  type FormType,
  type ServiceType,
} from "../../shared/contact-fields";
import { useTranslation } from "react-i18next";
import { ErrorSummary, FieldError, invalidProps } from "./lazy-field-errors";
import type { FormDefaults, Problems } from "./use-contact-form";

// The fields every form shares: name, company, email, phone, service type and message,
// plus the hidden honeypot. Required ones carry an asterisk (and say so to screen readers);
// a refused one says why under it, and the summary above them lists every reason. The fields
// keep what is typed themselves (defaultValue): see ./read-form.ts. Without scripts the browser
// enforces required, type and length itself; two hidden fields tell the function which form
// and language it is.

interface Props {
  idPrefix: string;
  defaults: FormDefaults;
  problems: Problems;
  serviceOptions: readonly ServiceType[];
  messageRows: number;
  formType: FormType;
  language: string;
}

/** The fields' look: a utility in src/styles/global.css. */
export const inputClass = "form-input";

const isRequired = (name: FieldName) => (requiredFields as readonly string[]).includes(name);

export function FieldLabel({ htmlFor, name }: { htmlFor: string; name: FieldName }) {
  const { t } = useTranslation("form");
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-semibold text-brand-900">
      {t(`fields.${name}.label`)}
      {isRequired(name) && (
        <>
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
          <span className="sr-only"> ({t("required")})</span>
        </>
      )}
    </label>
  );
}

/** The input type of each kind of single-line field. */
const inputTypes: Partial<Record<FieldKind, string>> = { line: "text", email: "email", phone: "tel" };

export function FormFields({ idPrefix, defaults, problems, serviceOptions, messageRows, formType, language }: Props) {
  const { t } = useTranslation("form");
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (definition: (typeof contactFieldTable)[number]) => {
    const { name, kind } = definition;
    const common = {
      id: id(name),
      name,
      defaultValue: defaults[name] ?? "",
      required: definition.required,
      className: inputClass,
      ...invalidProps(problems.get(name), id(name)),
    };
    const maxLength = "maxLength" in definition ? definition.maxLength : undefined;
    const control =
      kind === "choice" ? (
        <select {...common}>
          <option value="">{t(`fields.${name}.placeholder`)}</option>
          {serviceOptions.map((value) => (
            <option key={value} value={value}>
              {t(`services.${value}`)}
            </option>
          ))}
        </select>
      ) : kind === "text" ? (
        <textarea {...common} rows={messageRows} maxLength={maxLength} placeholder={t(`fields.${name}.placeholder`)} />
      ) : (
        <input
          {...common}
          type={inputTypes[kind]}
          autoComplete={"autoComplete" in definition ? definition.autoComplete : undefined}
          maxLength={maxLength}
          placeholder={t(`fields.${name}.placeholder`)}
        />
      );
    return (
      <div key={name} className={kind === "choice" || kind === "text" ? "sm:col-span-2" : undefined}>
        <FieldLabel htmlFor={id(name)} name={name} />
        {control}
        <FieldError problem={problems.get(name)} fieldId={id(name)} />
      </div>
    );
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="formType" value={formType} />
      <input type="hidden" name="language" value={language} />
      <ErrorSummary problems={problems} idPrefix={idPrefix} />
      {contactFieldTable.map(field)}
      {/* Only bots see and fill this; people never reach it (hidden, not focusable). */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor={id(honeypotName)}>{t("honeypot")}</label>
        <input id={id(honeypotName)} name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </div>
  );
}
