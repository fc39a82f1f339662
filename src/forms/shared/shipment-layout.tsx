import React, { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { localizedPath, pagePaths } from "../../shared/routes";
import { fieldDefinition, fieldsOf, type FieldDefinition, type FieldName } from "./fields";
import { choicesOf } from "./choices";
import { Field, type FormDefaults, type Problems } from "./form-fields";
import type { NamedPackage } from "./package-keys";

// The quote forms' shipment details as the field table lays them out: the scripted part's
// (../browser/shipment-fields.tsx, where a question that does not apply steps aside), and the plain part
// of a page without scripts and of the function's pages (../browser/plain-shipment-part.tsx).

export interface ShipmentLayoutProps {
  idPrefix: string;
  /** What the fields start with (the freight calculator's figures); they keep what is typed themselves. */
  defaults: FormDefaults;
  problems: Problems;
  /** The page's price packages, each a key and its name (a service page with pricing); the package is offered only there. */
  packages?: readonly NamedPackage[];
}

/** Whether a question is asked, given the values of the fields it depends on. */
const applies = ({ shownWhen }: FieldDefinition, value: (name: string) => string) =>
  !shownWhen || shownWhen.values.includes(value(shownWhen.field));

export function ShipmentLayout({
  idPrefix,
  defaults,
  problems,
  packages = [],
  plain = false,
}: ShipmentLayoutProps & { plain?: boolean }) {
  const { t, i18n } = useTranslation("shipment");
  const { t: terms } = useTranslation("incoterms");
  const language = i18n.language;
  const id = (name: string) => `${idPrefix}-${name}`;
  const fields = fieldsOf("shipment", "quote");
  // The values other fields depend on (the mode, the insurance), and the Incoterm for its
  // explanation; what is sent is read from the fields themselves.
  const followed = [...new Set([...fields.flatMap((field) => field.shownWhen?.field ?? []), "incoterm"])];
  const asked = fields.filter((field) => field.shownWhen);
  const startValues = JSON.stringify(
    [...followed, ...asked.map((f) => f.name)].map((n) => defaults[n as FieldName] ?? ""),
  );
  const [values, setValues] = useState<Record<string, string>>({});
  // A question answered before the scripts ran (the plain fields ask every one) stays while what it
  // depends on is as it was: stepping aside would drop the answer unsent. The schema then says why
  // it does not apply, if it does not (containers without sea FCL), as the function does.
  const answeredBeforeOf = (startJson: string): ReadonlySet<string> => {
    const start = JSON.parse(startJson) as string[];
    const startValue = (name: string) => start[followed.indexOf(name)] ?? "";
    return new Set(
      asked.filter((field, i) => start[followed.length + i] !== "" && !applies(field, startValue)).map((f) => f.name),
    );
  };
  const [answeredBefore, setAnsweredBefore] = useState(() => answeredBeforeOf(startValues));
  const part = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const start = JSON.parse(startValues) as string[];
    const backToStart = () => {
      setValues(Object.fromEntries(followed.map((name, i) => [name, start[i]])));
      setAnsweredBefore(answeredBeforeOf(startValues));
    };
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
    return (
      <Field
        key={name}
        field={definition}
        id={id(name)}
        defaultValue={defaults[name as FieldName] ?? ""}
        problem={problems.get(name as FieldName)}
        choices={name === "package" ? packages.map((pkg) => pkg.key) : choicesOf(name)}
        choiceNames={name === "package" ? Object.fromEntries(packages.map((pkg) => [pkg.key, pkg.name])) : undefined}
        aside={!plain && !applies(definition, value) && !answeredBefore.has(name)}
        plain={plain}
        onValue={
          followed.includes(name)
            ? (v) => {
                setValues((current) => ({ ...current, [name]: v }));
                setAnsweredBefore(
                  (kept) => new Set([...kept].filter((n) => fieldDefinition(n)?.shownWhen?.field !== name)),
                );
              }
            : undefined
        }
        describedBy={name === "incoterm" ? explanationId : undefined}
      >
        {name === "incoterm" && (
          <>
            {/* The chosen rule's meaning, read with the select (aria-describedby), not only on hover.
                The plain fields have no scripts to show it: they point to the guide instead. */}
            <p id={explanationId} className="mt-1 text-sm text-slate-700" aria-live={plain ? undefined : "polite"}>
              {plain
                ? t("incotermGuideHint")
                : value("incoterm")
                  ? terms(`terms.${value("incoterm")}.short`)
                  : t("incotermHint")}
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
