import React from "react";
import { fractionReading } from "../../shared/decimal-input";
import type { LanguageCode } from "../../shared/languages";

interface Props {
  id: string;
  label: string;
  value: string;
  /** The message shown under the field and read with it (aria-describedby). */
  error?: string;
  /** A note read with the field and shown under it (the customs estimator's assumptions). */
  hint?: string;
  /** Whole numbers only (quantity): a numeric keypad on phones. */
  whole?: boolean;
  /** The units the field reads with its number ("cm", "USD"), as its parser does. */
  units?: readonly string[];
  language: LanguageCode;
  /** The note for a number that reads two ways and was read as a fraction, given it as read ("Read as 16.6."). */
  readAs: (number: string) => string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The same look as the forms' fields (the form-input utility in src/styles/global.css). */
export const fieldClass = "form-input";

/**
 * A text field for a number: text rather than type="number", so letters are reported as
 * "not a number" instead of silently becoming an empty value, and "12,5" works in Indonesian.
 */
export function NumberField({
  id,
  label,
  value,
  error,
  hint,
  whole = false,
  units,
  language,
  readAs,
  onChange,
  onBlur,
}: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const readingId = `${id}-reading`;
  // "12,500" is 12.5 in Indonesian and 12500 in English: a fraction read so is said under the field.
  const reading = error ? undefined : fractionReading(value, language, units);
  const describedBy = [error && errorId, reading && readingId, hint && hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-brand-900">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={whole ? "numeric" : "decimal"}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className={fieldClass}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800" data-field-error="">
          {error}
        </p>
      )}
      {reading && (
        <p id={readingId} className="mt-1 text-sm text-slate-700" data-reading="">
          {readAs(reading)}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
    </div>
  );
}
