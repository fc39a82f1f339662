import React from "react";
import { fieldLimits, requiredFields, type FieldName, type FormType, type ServiceType, type fieldOrder } from "../../lib/contact-fields";
import { useTranslation } from "react-i18next";
import { ErrorSummary, FieldError, invalidProps } from "./lazy-field-errors";
import { honeypotName } from "./read-form";
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
          <span aria-hidden="true" className="ml-0.5 text-red-700">*</span>
          <span className="sr-only"> ({t("required")})</span>
        </>
      )}
    </label>
  );
}

export function FormFields({ idPrefix, defaults, problems, serviceOptions, messageRows, formType, language }: Props) {
  const { t } = useTranslation("form");
  const id = (name: string) => `${idPrefix}-${name}`;
  const common = (name: (typeof fieldOrder)[number]) => ({
    id: id(name),
    name,
    defaultValue: defaults[name] ?? "",
    required: isRequired(name),
    className: inputClass,
    ...invalidProps(problems.get(name), id(name)),
  });
  const error = (name: FieldName) => <FieldError problem={problems.get(name)} fieldId={id(name)} />;
  const input = (name: "fullName" | "company" | "email" | "phone", type: string, autoComplete: string) => (
    <div>
      <FieldLabel htmlFor={id(name)} name={name} />
      <input
        {...common(name)}
        type={type}
        autoComplete={autoComplete}
        maxLength={fieldLimits[name]}
        placeholder={t(`fields.${name}.placeholder`)}
      />
      {error(name)}
    </div>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="formType" value={formType} />
      <input type="hidden" name="language" value={language} />
      <ErrorSummary problems={problems} idPrefix={idPrefix} />
      {input("fullName", "text", "name")}
      {input("company", "text", "organization")}
      {input("email", "email", "email")}
      {input("phone", "tel", "tel")}
      <div className="sm:col-span-2">
        <FieldLabel htmlFor={id("serviceType")} name="serviceType" />
        <select {...common("serviceType")}>
          <option value="">{t("fields.serviceType.placeholder")}</option>
          {serviceOptions.map((value) => (
            <option key={value} value={value}>
              {t(`services.${value}`)}
            </option>
          ))}
        </select>
        {error("serviceType")}
      </div>
      <div className="sm:col-span-2">
        <FieldLabel htmlFor={id("message")} name="message" />
        <textarea
          {...common("message")}
          rows={messageRows}
          maxLength={fieldLimits.message}
          placeholder={t("fields.message.placeholder")}
        />
        {error("message")}
      </div>
      {/* Only bots see and fill this; people never reach it (hidden, not focusable). */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor={id(honeypotName)}>{t("honeypot")}</label>
        <input id={id(honeypotName)} name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </div>
  );
}
