import React, { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";

interface Props {
  /** Whose strings (results.title, results.empty, results.invalid) and data attribute: data-<ns>-results. */
  ns: "calculator" | "estimator";
  titleId: string;
  /** The figures' rows (<div><dt/><dd/></div>), or undefined until every field holds a valid number. */
  figures: React.ReactNode | undefined;
  /** Fields with a visible problem; 0 while the visitor is still filling in. */
  errorCount: number;
  /** Why there are no figures although every field holds a valid number, said in their place. */
  refusal?: React.ReactNode;
  /** What follows the figures (tables, notes). */
  children?: React.ReactNode;
}

/** How long the figures must stay as they are before a screen reader is told them. */
const speakAfterMs = 1000;

/** The figures as one text to be spoken: each row's label, then its value (and how it was worked out). */
function spokenText(shown: HTMLElement, t: TFunction): string {
  const join = (key: "list" | "sentences", texts: string[]) =>
    texts.length > 0 ? texts.reduce((first, next) => t(`common:joins.${key}`, { first, next })) : "";
  const rows = [...shown.querySelectorAll("dl > div")].map((row) => {
    const [label = "", ...values] = [...row.children].map((cell) => cell.textContent?.trim() ?? "");
    return t("common:joins.labelled", { label, text: join("list", values) });
  });
  return rows.length > 0 ? join("sentences", rows) : (shown.textContent ?? "");
}

/**
 * The results of the freight calculator and of the customs estimator. Until every field holds a
 * valid number it says what is missing instead; no NaN or partial total ever shows. A screen
 * reader hears them once the visitor stops typing (a live region of their own, updated after a
 * pause), not the whole list again at every key; and not what the part says as it loads, which
 * the visitor, perhaps still at the top of the page, has not asked for.
 */
export function ResultsPanel({ ns, titleId, figures, errorCount, refusal, children }: Props) {
  const { t } = useTranslation(ns);
  const shown = useRef<HTMLDivElement>(null);
  const [spoken, setSpoken] = useState("");
  const asLoaded = useRef<string>(undefined);
  useEffect(() => {
    if (!shown.current) return;
    asLoaded.current ??= spokenText(shown.current, t);
    const timer = setTimeout(() => {
      if (!shown.current) return;
      const text = spokenText(shown.current, t);
      setSpoken((said) => (said !== "" || text !== asLoaded.current ? text : said));
    }, speakAfterMs);
    return () => clearTimeout(timer);
  }, [figures, errorCount, refusal, t]);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-brand-100"
      {...{ [`data-${ns}-results`]: "" }}
    >
      <h3 id={titleId} className="text-xl font-bold text-brand-900">
        {t("results.title")}
      </h3>
      <p role="status" className="sr-only">
        {spoken}
      </p>
      <div ref={shown} className="mt-4">
        {refusal ? (
          refusal
        ) : figures === undefined ? (
          <p className="text-slate-700" data-results-state={errorCount > 0 ? "invalid" : "empty"}>
            {errorCount > 0 ? t("results.invalid", { count: errorCount }) : t("results.empty")}
          </p>
        ) : (
          <dl className="divide-y divide-brand-100" data-results-state="ready">
            {figures}
          </dl>
        )}
      </div>
      {children}
    </section>
  );
}
