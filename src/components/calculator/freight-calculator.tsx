import React, { useEffect, useId, useMemo, useState } from "react";
import { SectionHeading } from "../views/section-heading";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import type { ServiceType } from "../../forms/shared/forms";
import type { Mode, PieceField } from "../../shared/freight-rules";
import { airLines, pieceLines, refusedByQuoteForm, seaLines, shipmentPrefill } from "./freight-figures";
import { CalculatorResults } from "./calculator-results";
import { PieceFieldset } from "./piece-fieldset";
import { QuoteWithFigures } from "./quote-with-figures";
import { UnitChoice } from "./unit-choice";
import { useFreightCalculator } from "./use-freight-calculator";
import type { LanguageCode } from "../../shared/languages";

interface Props {
  mode: Mode;
  /** The service the quote form is opened with. */
  serviceType: ServiceType;
}

/**
 * The calculator with its strings in a language, for lazy-freight-calculator.tsx: each language's
 * content/locales/<language>/calculator.json is a file of its own, asked for once this file is here.
 */
export const withStrings = (language: LanguageCode): Promise<[typeof FreightCalculator, unknown]> =>
  import(
    /* webpackChunkName: "calculator-strings-[request]" */ `../../../content/locales/${language}/calculator.json`
  ).then((m: { default: unknown }) => [FreightCalculator, m.default]);

/** The freight calculator of the sea and air freight pages (pure rules in src/shared/freight-calculator.ts). */
export function FreightCalculator({ mode, serviceType }: Props) {
  const { t } = useTranslation("calculator");
  const { t: names } = useTranslation("tables");
  const language = useI18next().language;
  const prefix = `calc${useId().replace(/:/g, "")}`;
  const calc = useFreightCalculator(mode);
  // Where focus goes after adding or removing a row (an element id), once React has drawn it.
  const [focusId, setFocusId] = useState<string>();
  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(undefined);
  }, [focusId]);

  const { figures } = calc;
  const lines = useMemo(
    () =>
      figures
        ? figures.mode === "sea"
          ? seaLines(figures.sea, language, t, names)
          : airLines(figures.air, language, t)
        : undefined,
    [figures, language, t, names],
  );
  // What "Request a quote with these figures" fills into the quote form's shipment details:
  // the totals, and each row's sizes as the visitor typed them, one line each.
  const shipment = figures && {
    ...shipmentPrefill(figures, language),
    pieceSizes: pieceLines(
      calc.rows.map((row) => row.values),
      calc.units,
      language,
      t,
    ).join("\n"),
  };
  // A shipment larger than the quote form takes is refused here, as the form would refuse it.
  const refused = shipment ? refusedByQuoteForm(shipment, language) : [];
  const accepted = refused.length === 0;
  const refusalId = `${prefix}-beyond`;
  const fieldId = (id: number, field: PieceField | "remove") => `${prefix}-row${id}-${field}`;

  const showProblems = () => {
    if (!accepted) {
      document.getElementById(refusalId)?.focus();
      return;
    }
    calc.revealAll();
    const first = calc.firstError();
    if (first) document.getElementById(fieldId(first.id, first.field))?.focus();
  };
  const remove = (index: number) => {
    const neighbour = calc.rows[index === 0 ? 1 : index - 1];
    calc.removeRow(calc.rows[index].id);
    setFocusId(calc.rows.length > 2 ? fieldId(neighbour.id, "remove") : `${prefix}-add`);
  };

  return (
    <section
      id="calculator"
      aria-labelledby={`${prefix}-title`}
      className="scroll-mt-24 bg-brand-50 py-16 calculator-space"
      data-calculator={mode}
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id={`${prefix}-title`} title={t("title")} intro={t(`intro.${mode}`)} reveal={false} focusable />
        <form
          noValidate
          onSubmit={(e) => e.preventDefault()}
          className="mt-10 space-y-4"
          aria-labelledby={`${prefix}-title`}
        >
          <UnitChoice name={`${prefix}-units`} units={calc.units} onChange={calc.setUnits} />
          {calc.rows.map((row, index) => (
            <PieceFieldset
              key={row.id}
              idPrefix={`${prefix}-row${row.id}`}
              number={index + 1}
              values={row.values}
              units={calc.units}
              errorOf={(field) => calc.errorOf(row.id, field)}
              onChange={(field, value) => calc.setField(row.id, field, value)}
              onBlur={(field) => calc.leave(row.id, field)}
              onRemove={calc.rows.length > 1 ? () => remove(index) : undefined}
            />
          ))}
          {calc.canAdd ? (
            <button
              type="button"
              id={`${prefix}-add`}
              onClick={() => setFocusId(fieldId(calc.addRow(), "length"))}
              className="rounded-md border border-brand-800 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-100"
            >
              <span aria-hidden="true">+ </span>
              {t("piece.add")}
            </button>
          ) : (
            <p className="text-sm text-slate-700">{t("piece.maxRows", { count: calc.rows.length })}</p>
          )}
        </form>
        <div className="mt-8 space-y-6">
          <CalculatorResults
            titleId={`${prefix}-results`}
            lines={accepted ? lines : undefined}
            sea={accepted && figures?.mode === "sea" ? figures.sea : undefined}
            errorCount={calc.visibleErrors.length}
            refused={shipment && { problems: refused, shipment, refusalId }}
          />
          <QuoteWithFigures
            id={`${prefix}-quote`}
            serviceType={serviceType}
            figures={accepted && shipment ? { shipment } : undefined}
            onIncomplete={showProblems}
            refused={!accepted}
          />
        </div>
      </div>
    </section>
  );
}
