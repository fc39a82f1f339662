import React from "react";
import { useTranslation } from "react-i18next";
import type { Units } from "../../shared/freight-rules";

const choices: Units[] = ["metric", "imperial"];

/** Metric by default; inches and pounds as an option (the figures stay metric). */
export function UnitChoice({
  name,
  units,
  onChange,
}: {
  name: string;
  units: Units;
  onChange: (units: Units) => void;
}) {
  const { t } = useTranslation("calculator");
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold text-brand-900">{t("units.legend")}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((value) => (
          <label key={value} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              value={value}
              checked={units === value}
              onChange={() => onChange(value)}
              className="h-4 w-4 accent-brand-700"
            />
            {t(`units.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
