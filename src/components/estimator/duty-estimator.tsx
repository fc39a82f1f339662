import React, { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import importTaxes from "../../../content/import-taxes.json";
import { formatNumber } from "../../shared/facts";
import { currencyName, dutyLines, dutySummary, percent, ratePer } from "./duty-figures";
import {
  currencies,
  destinations,
  importerStatuses,
  maxOf,
  typedUnits,
  type AmountField,
  type DutyFieldError,
} from "./import-duties";
import { formatTagOf, type LanguageCode } from "../../shared/languages";
import type { ServiceType } from "../../forms/shared/forms";
import { SectionHeading } from "../views/section-heading";
import { ExternalLink } from "../../forms/shared/external-link";
import { NumberField, fieldClass } from "../calculator/number-field";
import { QuoteWithFigures } from "../calculator/quote-with-figures";
import { DutyResults } from "./duty-results";
import { RadioChoice } from "./radio-choice";
import { useDutyEstimator } from "./use-duty-estimator";

/**
 * The estimator with its strings in a language, for lazy-duty-estimator.tsx. Every language's
 * content/locales/<language>/estimator.json is in this file (see there for why).
 */
export const withStrings = (language: LanguageCode): Promise<[typeof DutyEstimator, unknown]> =>
  import(/* webpackMode: "eager" */ `../../../content/locales/${language}/estimator.json`).then(
    (m: { default: unknown }) => [DutyEstimator, m.default],
  );

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

/**
 * The customs duty and tax estimator of the customs clearance page (the arithmetic is
 * src/components/estimator/import-duties.ts, the lines in words src/components/estimator/duty-figures.ts); its quote request
 * names the page's service.
 */
export function DutyEstimator({ serviceType }: { serviceType: ServiceType }) {
  const { t } = useTranslation("estimator");
  const language = useI18next().language;
  const prefix = `duty${useId().replace(/:/g, "")}`;
  const est = useDutyEstimator();
  const { form, figures, estimate } = est;
  // The labels name the currencies as the figures do: rupiah as Rp in Indonesian, IDR elsewhere.
  const currency = { currency: currencyName(form.currency, language), rupiah: currencyName("IDR", language) };
  const percentOf = (value: number) => percent(value, language);

  const notice = t("results.notice", {
    date: new Intl.DateTimeFormat(formatTagOf(language), { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(importTaxes.lastChecked),
    ),
  });
  const lines = useMemo(
    () => (figures && estimate ? dutyLines(figures, estimate, language, t) : undefined),
    [figures, estimate, language, t],
  );
  const summary = lines && figures && estimate ? dutySummary(figures, estimate, lines, language, t, notice) : undefined;

  const fieldId = (field: AmountField) => `${prefix}-${field}`;
  const errorText = (e: DutyFieldError | undefined) =>
    e && t(`errors.${e.problem}`, { max: formatNumber(e.max ?? maxOf(e.field), language) });
  const amount = (field: AmountField, label: string, hint?: string) => (
    <NumberField
      id={fieldId(field)}
      label={label}
      value={form[field]}
      error={errorText(est.errorOf(field))}
      hint={hint}
      units={typedUnits(field, form.currency, language)}
      language={language}
      readAs={(number) => t("readAs", { number })}
      onChange={(value) => est.setAmount(field, value)}
      onBlur={() => est.leave(field)}
    />
  );
  const showProblems = () => {
    est.revealAll();
    const first = est.firstError();
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  return (
    <section
      id="estimator"
      aria-labelledby={`${prefix}-title`}
      className="scroll-mt-24 bg-brand-50 py-16 estimator-space"
      data-estimator=""
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id={`${prefix}-title`} title={t("title")} intro={t("intro")} reveal={false} focusable />
        <form
          noValidate
          onSubmit={(e) => e.preventDefault()}
          className="mt-10 grid gap-x-6 gap-y-5 sm:grid-cols-2"
          aria-labelledby={`${prefix}-title`}
        >
          <div>
            <label htmlFor={`${prefix}-currency`} className="mb-1 block text-sm font-semibold text-brand-900">
              {t("fields.currency")}
            </label>
            <select
              id={`${prefix}-currency`}
              value={form.currency}
              onChange={(e) => est.set("currency", e.target.value as typeof form.currency)}
              className={fieldClass}
            >
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          {amount("fob", t("fields.fob", currency))}
          {amount("freight", t("fields.freight", currency))}
          {amount(
            "insurance",
            t("fields.insurance", currency),
            t("fields.insuranceHint", { percent: percentOf(importTaxes.insurance.defaultPercentOfFobAndFreight) }),
          )}
          {/* Rupiah needs no exchange rate: the field is not shown (the arithmetic uses 1). */}
          {form.currency !== "IDR" && (
            <div data-field="exchangeRate">
              {amount(
                "exchangeRate",
                t("fields.exchangeRate", { ...currency, per: ratePer(form.currency, language) }),
                t(est.rateIsExample ? "fields.exchangeRateExample" : "fields.exchangeRateEntered"),
              )}
              <ExternalLink href={importTaxes.links.exchangeRate} className={`mt-1 inline-block text-sm ${linkClass}`}>
                {t("fields.exchangeRateLink")}
              </ExternalLink>
            </div>
          )}
          <div>
            {amount("dutyPercent", t("fields.dutyPercent"), t("fields.dutyHint"))}
            <ExternalLink href={importTaxes.links.tariff} className={`mt-1 inline-block text-sm ${linkClass}`}>
              {t("fields.tariffLink")}
            </ExternalLink>
          </div>
          {amount("luxuryPercent", t("fields.luxuryPercent"), t("fields.luxuryHint"))}
          <RadioChoice
            name={`${prefix}-importer`}
            legend={t("fields.importer")}
            options={importerStatuses.map((s) => ({
              value: s,
              label: t(`importer.${s}`, { percent: percentOf(importTaxes.incomeTax22.percentByImporter[s]) }),
            }))}
            value={form.importer}
            onChange={(value) => est.set("importer", value)}
          />
          <RadioChoice
            name={`${prefix}-destination`}
            legend={t("fields.destination")}
            options={destinations.map((d) => ({ value: d, label: t(`destination.${d}`) }))}
            value={form.destination}
            onChange={(value) => est.set("destination", value)}
          />
        </form>
        <div className="mt-8 space-y-6">
          <DutyResults
            titleId={`${prefix}-results`}
            lines={lines}
            freeTradeZone={form.destination === "freeTradeZone"}
            errorCount={est.visibleErrors.length}
            notice={notice}
          />
          <QuoteWithFigures
            id={`${prefix}-quote`}
            ns="estimator"
            serviceType={serviceType}
            figures={summary === undefined ? undefined : { message: summary }}
            onIncomplete={showProblems}
          />
        </div>
      </div>
    </section>
  );
}
