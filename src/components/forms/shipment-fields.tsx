import React, { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { company } from "../../shared/facts";
import { localizedPath, pagePaths } from "../../shared/routes";
import { earliestReadyDate } from "../../shared/shipment-rules";
import {
  fieldDefinition,
  shipmentChoices,
  shipmentFlags,
  type ShipmentField,
  type ShipmentFlag,
} from "../../shared/shipment-fields";
import { fieldOrder } from "../../shared/contact-fields";
import type { LanguageCode } from "../../shared/languages";
import type { i18n as I18n } from "i18next";
import { inputClass } from "./form-fields";
import { FieldError, invalidProps } from "./lazy-field-errors";
import type { FormDefaults, Problems } from "./use-contact-form";

// The fields of the quote forms' shipment details, loaded when wanted (./shipment-part.tsx).
// Strings: content/locales/<language>/shipment.json; the Incoterms' names and one-line
// explanations: incoterms.json. Numbers are text fields read as the language writes them
// (decimal-input.ts), checked by the shared schema like the other fields.

// All languages' strings come with this chunk (webpackMode eager, as the forms' result texts
// do): one chunk, and no entry per language in every page's webpack runtime.
const loadStrings = (language: LanguageCode) =>
  Promise.all([
    import(/* webpackMode: "eager" */ `../../../content/locales/${language}/shipment.json`),
    import(/* webpackMode: "eager" */ `../../../content/locales/${language}/incoterms.json`),
  ]);

const hasStrings = (i18n: I18n, language: string) =>
  i18n.hasResourceBundle(language, "shipment") && i18n.hasResourceBundle(language, "incoterms");

/** True once the page's i18next instance (a new one for every page visited) has the strings. */
function useShipmentStrings(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [ready, setReady] = useState(() => hasStrings(i18n, language));
  useEffect(() => {
    if (hasStrings(i18n, language)) return setReady(true);
    let live = true;
    loadStrings(language).then(([shipment, incoterms]) => {
      if (!i18n.hasResourceBundle(language, "shipment")) i18n.addResourceBundle(language, "shipment", shipment.default);
      if (!i18n.hasResourceBundle(language, "incoterms"))
        i18n.addResourceBundle(language, "incoterms", incoterms.default);
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n, language]);
  return ready;
}

export interface ShipmentFieldsProps {
  idPrefix: string;
  /** What the fields start with (the freight calculator's figures); they keep what is typed themselves. */
  defaults: FormDefaults;
  problems: Problems;
  /** Opens the part, when a shipment field is refused. */
  onOpenChange: (open: boolean) => void;
  /** The page's price packages, by name (a service page with pricing); the package is offered only there. */
  packages?: readonly string[];
}

export function ShipmentFields(props: ShipmentFieldsProps) {
  const ready = useShipmentStrings();
  // A refused shipment field must be seen: the part opens.
  const refusedInside = [...props.problems.keys()].some(
    (field) => field !== "consent" && !(fieldOrder as readonly string[]).includes(field),
  );
  const { onOpenChange } = props;
  useEffect(() => {
    if (refusedInside) onOpenChange(true);
  }, [refusedInside, onOpenChange]);
  return ready ? <Fields {...props} /> : null;
}

function Fields({ idPrefix, defaults, problems, packages = [] }: ShipmentFieldsProps) {
  const { t, i18n } = useTranslation("shipment");
  const { t: form } = useTranslation("form");
  const { t: terms } = useTranslation("incoterms");
  const language = i18n.language;
  const id = (name: string) => `${idPrefix}-${name}`;
  const value = (name: ShipmentField) => defaults[name] ?? "";
  // Only the hints follow these two choices; what is sent is read from the fields.
  const startMode = defaults.mode ?? "";
  const startIncoterm = defaults.incoterm ?? "";
  const [mode, setMode] = useState(startMode);
  const [incoterm, setIncoterm] = useState(startIncoterm);
  const follow: Partial<Record<ShipmentField, (choice: string) => void>> = { mode: setMode, incoterm: setIncoterm };
  const part = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const backToStart = () => {
      setMode(startMode);
      setIncoterm(startIncoterm);
    };
    backToStart();
    // A sent form is reset to its defaults: the hints go back with it.
    const form = part.current?.closest("form");
    form?.addEventListener("reset", backToStart);
    return () => form?.removeEventListener("reset", backToStart);
  }, [startMode, startIncoterm]);
  const error = (name: ShipmentField) => <FieldError problem={problems.get(name)} fieldId={id(name)} />;
  /** A field's attributes; `describedBy` adds a hint's id to the reason's. */
  const common = (name: ShipmentField, describedBy?: string) => {
    const invalid = invalidProps(problems.get(name), id(name));
    const description = [describedBy, invalid["aria-describedby"]].filter(Boolean).join(" ");
    return {
      id: id(name),
      name,
      defaultValue: value(name),
      className: inputClass,
      ...invalid,
      ...(description ? { "aria-describedby": description } : {}),
    };
  };
  const label = (name: ShipmentField) => (
    <label htmlFor={id(name)} className="mb-1 block text-sm font-semibold text-brand-900">
      {t(`fields.${name}.label`)}
    </label>
  );
  const text = (name: ShipmentField) => {
    const definition = fieldDefinition(name);
    return (
      <div>
        {label(name)}
        <input
          {...common(name)}
          type="text"
          inputMode={definition?.inputMode}
          autoComplete="off"
          maxLength={definition?.maxLength}
        />
        {error(name)}
      </div>
    );
  };
  const select = (name: ShipmentField, options: readonly [string, string][], describedBy?: string) => (
    <>
      {label(name)}
      <select {...common(name, describedBy)} onChange={(e) => follow[name]?.(e.target.value)}>
        <option value="">{t("choose")}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {error(name)}
    </>
  );
  const flag = (name: ShipmentFlag) => (
    <div key={name}>
      <label className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <input
          type="checkbox"
          id={id(name)}
          name={name}
          value="yes"
          defaultChecked={value(name) === "yes"}
          className="h-5 w-5 accent-brand-700"
          {...invalidProps(problems.get(name), id(name))}
        />
        {t(`fields.${name}.label`)}
      </label>
      {error(name)}
    </div>
  );

  const explanationId = id("incoterm-explanation");
  const fcl = mode === "sea-fcl";
  return (
    <div ref={part} className="mt-4 grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-slate-700 sm:col-span-2">{t("intro")}</p>
      {packages.length > 0 && (
        <div className="sm:col-span-2">
          <label htmlFor={id("package")} className="mb-1 block text-sm font-semibold text-brand-900">
            {form("fields.package.label")}
          </label>
          <select {...common("package")}>
            <option value="">{form("fields.package.placeholder")}</option>
            {packages.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {error("package")}
        </div>
      )}
      {text("origin")}
      {text("destination")}
      <div>
        {select(
          "mode",
          shipmentChoices.mode.map((mode) => [mode, t(`modes.${mode}`)]),
        )}
      </div>
      {text("cargo")}
      {text("pieces")}
      {text("weightKg")}
      {text("volumeCbm")}
      <div className="sm:col-span-2">
        {label("pieceSizes")}
        <textarea
          {...common("pieceSizes", id("pieceSizes-hint"))}
          rows={3}
          maxLength={fieldDefinition("pieceSizes")?.maxLength}
        />
        <p id={id("pieceSizes-hint")} className="mt-1 text-sm text-slate-700">
          {t("fields.pieceSizes.hint")}
        </p>
        {error("pieceSizes")}
      </div>
      <div>
        {select(
          "containerType",
          shipmentChoices.containerType.map((key) => [
            key,
            t("containerOption", { name: t(`containers.${key}`), cbm: company.sea.containers[key].cbm }),
          ]),
          id("container-hint"),
        )}
        <p id={id("container-hint")} className="mt-1 text-sm text-slate-700">
          {t(fcl ? "containerHint" : "containerFclOnly")}
        </p>
      </div>
      {text("containerCount")}
      <div className="sm:col-span-2">
        {select(
          "incoterm",
          shipmentChoices.incoterm.map((code) => [code, `${code} – ${terms(`terms.${code}.name`)}`]),
          explanationId,
        )}
        {/* The chosen rule's meaning, read with the select (aria-describedby), not only on hover. */}
        <p id={explanationId} className="mt-1 text-sm text-slate-700" aria-live="polite">
          {incoterm ? terms(`terms.${incoterm}.short`) : t("incotermHint")}
        </p>
        <a
          href={localizedPath(pagePaths.incoterms, language)}
          className="mt-1 inline-block text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          {t("incotermsGuide")}
        </a>
      </div>
      <div>
        {label("readyDate")}
        <input {...common("readyDate")} type="date" min={earliestReadyDate()} />
        {error("readyDate")}
      </div>
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-semibold text-brand-900">{t("flagsLegend")}</legend>
        {shipmentFlags.map(flag)}
      </fieldset>
    </div>
  );
}
