import React, { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { localizedPath, pagePaths } from "../../shared/routes";
import { fieldNames, fieldsOf, type FieldDefinition, type FieldName } from "../shared/fields";
import { choicesOf } from "../shared/choices";
import type { LanguageCode } from "../../shared/languages";
import type { i18n as I18n } from "i18next";
import { Field } from "./form-fields";
import type { FormDefaults, Problems } from "./form-session";

// The fields of the quote forms' shipment details, as the field table lays them out, loaded
// when wanted (./shipment-part.tsx). Strings: content/locales/<language>/shipment.json; the
// Incoterms' names and one-line explanations: incoterms.json. Numbers are text fields read as
// the language writes them (decimal-input.ts), checked by the shared schema like the other fields.

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

/** The fields as a page without scripts has them: every question asked, none steps aside. */
export function PlainShipmentFields(props: Omit<ShipmentFieldsProps, "onOpenChange">) {
  return <Fields {...props} plain />;
}

export function ShipmentFields(props: ShipmentFieldsProps) {
  const ready = useShipmentStrings();
  // A refused shipment field must be seen: the part opens.
  const refusedInside = [...props.problems.keys()].some((field) =>
    (fieldNames("shipment") as readonly string[]).includes(field),
  );
  const { onOpenChange } = props;
  useEffect(() => {
    if (refusedInside) onOpenChange(true);
  }, [refusedInside, onOpenChange]);
  return ready ? <Fields {...props} /> : null;
}

function Fields({
  idPrefix,
  defaults,
  problems,
  packages = [],
  plain = false,
}: Omit<ShipmentFieldsProps, "onOpenChange"> & { plain?: boolean }) {
  const { t, i18n } = useTranslation("shipment");
  const { t: terms } = useTranslation("incoterms");
  const language = i18n.language;
  const id = (name: string) => `${idPrefix}-${name}`;
  const fields = fieldsOf("shipment");
  // The values other fields depend on (the mode, the insurance), and the Incoterm for its
  // explanation; what is sent is read from the fields themselves.
  const followed = [...new Set([...fields.flatMap((field) => field.shownWhen?.field ?? []), "incoterm"])];
  const startValues = JSON.stringify(followed.map((name) => defaults[name as FieldName] ?? ""));
  const [values, setValues] = useState<Record<string, string>>({});
  const part = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const start = JSON.parse(startValues) as string[];
    const backToStart = () => setValues(Object.fromEntries(followed.map((name, i) => [name, start[i]])));
    backToStart();
    // A sent form is reset to its defaults: what depends on these goes back with it.
    const form = part.current?.closest("form");
    form?.addEventListener("reset", backToStart);
    return () => form?.removeEventListener("reset", backToStart);
    // followed follows from the table, startValues from the defaults.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startValues]);
  const value = (name: string) => values[name] ?? defaults[name as FieldName] ?? "";
  const explanationId = id("incoterm-explanation");

  const field = (definition: FieldDefinition) => {
    const { name } = definition;
    // The package is offered only where the page has packages.
    if (name === "package" && packages.length === 0) return null;
    const shownWhen = definition.shownWhen;
    return (
      <Field
        key={name}
        field={definition}
        id={id(name)}
        defaultValue={defaults[name as FieldName] ?? ""}
        problem={problems.get(name as FieldName)}
        choices={name === "package" ? packages : choicesOf(name)}
        aside={!plain && shownWhen !== undefined && !shownWhen.values.includes(value(shownWhen.field))}
        onValue={followed.includes(name) ? (v) => setValues((current) => ({ ...current, [name]: v })) : undefined}
        describedBy={name === "incoterm" ? explanationId : undefined}
      >
        {name === "incoterm" && (
          <>
            {/* The chosen rule's meaning, read with the select (aria-describedby), not only on hover. */}
            <p id={explanationId} className="mt-1 text-sm text-slate-700" aria-live="polite">
              {value("incoterm") ? terms(`terms.${value("incoterm")}.short`) : t("incotermHint")}
            </p>
            <a
              href={localizedPath(pagePaths.incoterms, language)}
              className="mt-1 inline-block text-sm font-semibold text-brand-800 underline underline-offset-2"
            >
              {t("incotermsGuide")}
            </a>
          </>
        )}
      </Field>
    );
  };

  // Consecutive yes/no questions make one group under a legend; the rest follow the table's order.
  const parts: React.ReactNode[] = [];
  for (let i = 0; i < fields.length; i++) {
    if (fields[i].kind !== "flag") {
      parts.push(field(fields[i]));
      continue;
    }
    const flags: FieldDefinition[] = [];
    while (fields[i]?.kind === "flag") flags.push(fields[i++]);
    i--;
    parts.push(
      <fieldset key={`flags-${flags[0].name}`} className="space-y-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-semibold text-brand-900">{t("flagsLegend")}</legend>
        {flags.map(field)}
      </fieldset>,
    );
  }
  return (
    <div ref={part} className="mt-4 grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-slate-700 sm:col-span-2">{t("intro")}</p>
      {parts}
    </div>
  );
}
