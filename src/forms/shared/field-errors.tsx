import React from "react";
import { fieldDefinition } from "./fields";
import { problemKey, type FieldProblem, type InvalidField } from "./schema";
import { useTranslation } from "react-i18next";
import type { Problems } from "./form-fields";
import { formatNumber } from "../../shared/facts";
import type { LanguageCode } from "../../shared/languages";

// Why a field is refused, in words, as the GOV.UK Design System does it: the reason under
// the field (tied to it by aria-describedby), and a summary above the form that links to
// each refused field, naming the field and the reason. The pages render them from the forms'
// lazy part, through the slots of ./reason-slots.tsx; the function's pages render them at once.

/**
 * Focuses a refused field, first opening the closed "Shipment details" part it may be in, and
 * brings it to the middle of the screen: at an edge, the reason under it would lie beneath the
 * notices at the bottom.
 */
export function focusRefusedField(field: HTMLElement | null | undefined) {
  if (!field) return;
  field.closest("details")?.setAttribute("open", "");
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
}

function useProblemTexts() {
  const { t, i18n } = useTranslation("form");
  return {
    title: () => i18n.t("formResults:summaryTitle"),
    of: (problem: FieldProblem) => {
      // The number as the language writes it: 5,000 characters, 100.000 CBM.
      const limit =
        problem.limit === undefined ? undefined : formatNumber(problem.limit, i18n.language as LanguageCode);
      const { term, instead } = problem;
      return i18n.t(`formResults:${problemKey(problem)}`, { max: limit, min: limit, term, instead });
    },
    label: (field: InvalidField) =>
      field === "consent"
        ? t("contact.robot")
        : t(`${fieldDefinition(field)?.labelNamespace ?? "form"}:fields.${field}.label`),
    labelled: (label: string, text: string) => t("common:joins.labelled", { label, text }),
  };
}

export function FieldError({ problem, id }: { problem: FieldProblem; id: string }) {
  const { t } = useTranslation("form");
  const texts = useProblemTexts();
  const reason = texts.of(problem);
  // Screen readers hear the reason as the text of the label "Error", joined as the language joins
  // them. A hidden "Error:" alone before the reason shown would not do in Chinese and Japanese:
  // browsers put a space after a hidden element ("错误： …").
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700" data-field-error={problem.reason}>
      <span className="sr-only">{texts.labelled(t("notices.errorTitle"), reason)}</span>
      <span aria-hidden="true">{reason}</span>
    </p>
  );
}

interface SummaryProps {
  problems: Problems;
  idPrefix: string;
  /** Its heading's level under the place's own title (a form's h2; the function's page's h1). */
  heading?: "h2" | "h3";
}

export function ErrorSummary({ problems, idPrefix, heading: Heading = "h3" }: SummaryProps) {
  const texts = useProblemTexts();
  // Focus the field itself, not just scroll to it (links to ids only scroll).
  const focusField = (event: React.MouseEvent<HTMLAnchorElement>, field: InvalidField) => {
    const el = document.getElementById(`${idPrefix}-${field}`);
    if (!el) return;
    event.preventDefault();
    focusRefusedField(el);
  };
  return (
    <div
      className="rounded-md border-2 border-red-700 bg-white p-4 sm:col-span-2"
      aria-labelledby={`${idPrefix}-error-summary`}
      role="group"
      data-error-summary=""
    >
      <Heading id={`${idPrefix}-error-summary`} className="font-bold text-red-800">
        {texts.title()}
      </Heading>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {/* In the order the schema found them: the form's, the robot box last. */}
        {[...problems.values()].map((problem) => (
          <li key={problem.field}>
            <a
              href={`#${idPrefix}-${problem.field}`}
              onClick={(e) => focusField(e, problem.field)}
              className="font-semibold text-red-800 underline underline-offset-2"
            >
              {texts.labelled(texts.label(problem.field), texts.of(problem))}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
