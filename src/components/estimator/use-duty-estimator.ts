import { useMemo, useState } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";
import importTaxes from "../../../content/import-taxes.json";
import { formatNumber } from "../../shared/facts";
import {
  amountFields,
  estimateDuties,
  readDutyForm,
  type AmountField,
  type Currency,
  type DutyFieldError,
  type DutyForm,
} from "./import-duties";
import type { LanguageCode } from "../../shared/languages";

// State of the customs estimator's form. As in the freight calculator, "required" is not
// shouted at a field the visitor has not reached yet; a field holding something wrong says so
// at once. The tax exchange rate starts as the example of the chosen currency and follows the
// currency until the visitor types their own; a rate typed for one currency is no rate for
// another, so choosing another currency brings its example back, marked as one, and choosing
// the first again brings back the rate typed for it.

const exampleRate = (currency: Currency, language: LanguageCode) =>
  formatNumber(importTaxes.exampleExchangeRates[currency], language);

const withKey = <T>(keys: ReadonlySet<T>, key: T) => (keys.has(key) ? keys : new Set([...keys, key]));

export function useDutyEstimator() {
  const language = useI18next().language;
  const [form, setForm] = useState<DutyForm>(() => ({
    fob: "",
    freight: "",
    insurance: "",
    exchangeRate: exampleRate("USD", language),
    dutyPercent: "",
    luxuryPercent: "",
    currency: "USD",
    importer: "api",
    destination: "customsArea",
  }));
  /** The rates the visitor typed, by currency: the chosen currency's, or else its example, is shown. */
  const [typedRates, setTypedRates] = useState<Partial<Record<Currency, string>>>({});
  // "Required" shows on a field the visitor typed in and left, not one they only passed through:
  // its reason would push down what they were clicking between the press and the release.
  const [typed, setTyped] = useState<ReadonlySet<AmountField>>(new Set());
  const [left, setLeft] = useState<ReadonlySet<AmountField>>(new Set());
  const [showAll, setShowAll] = useState(false);

  const read = useMemo(() => readDutyForm(form, language), [form, language]);
  const rateIsExample = typedRates[form.currency] === undefined;
  const figures = useMemo(
    () =>
      read.figures &&
      (rateIsExample && read.figures.currency !== "IDR" ? { ...read.figures, exampleRate: true } : read.figures),
    [read, rateIsExample],
  );
  const estimate = useMemo(() => figures && estimateDuties(figures), [figures]);
  const visibleErrors = read.errors.filter(
    (e) => showAll || left.has(e.field) || (e.problem !== "required" && form[e.field] !== ""),
  );

  return {
    form,
    figures,
    estimate,
    rateIsExample,
    visibleErrors,
    errorOf: (field: AmountField): DutyFieldError | undefined => visibleErrors.find((e) => e.field === field),
    setAmount: (field: AmountField, value: string) => {
      if (field === "exchangeRate") setTypedRates((typed) => ({ ...typed, [form.currency]: value }));
      setForm((f) => ({ ...f, [field]: value }));
      setTyped((s) => withKey(s, field));
    },
    set: <K extends "currency" | "importer" | "destination">(key: K, value: DutyForm[K]) => {
      const newCurrency = key === "currency" && value !== form.currency;
      const typed = newCurrency ? typedRates[value as Currency] : undefined;
      setForm((f) => ({
        ...f,
        [key]: value,
        ...(newCurrency ? { exchangeRate: typed ?? exampleRate(value as Currency, language) } : {}),
      }));
    },
    leave: (field: AmountField) => {
      if (typed.has(field)) setLeft((s) => withKey(s, field));
    },
    /** Shows every problem, e.g. when the visitor asks for clearance before the figures are complete. */
    revealAll: () => setShowAll(true),
    /** The first field with a problem, in the form's order, to focus. */
    firstError: (): AmountField | undefined => amountFields.find((f) => read.errors.some((e) => e.field === f)),
  };
}
