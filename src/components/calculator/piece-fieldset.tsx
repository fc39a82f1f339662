import React from "react";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import {
  pieceFields,
  pieceUnits,
  unitsOf,
  type FieldError,
  type PieceField,
  type PieceRow,
  type Units,
} from "../../shared/freight-rules";
import { formatDecimal, unitNameIn } from "./freight-figures";
import { NumberField } from "./number-field";

interface Props {
  idPrefix: string;
  number: number;
  values: PieceRow;
  units: Units;
  errorOf: (field: PieceField) => FieldError | undefined;
  onChange: (field: PieceField, value: string) => void;
  onBlur: (field: PieceField) => void;
  /** Absent when this is the only row. */
  onRemove?: () => void;
}

/** One row of the calculator: a piece's size, weight and quantity, with a remove button. */
export function PieceFieldset({ idPrefix, number, values, units, errorOf, onChange, onBlur, onRemove }: Props) {
  const { t } = useTranslation("calculator");
  const language = useI18next().language;
  const unit = unitsOf(units);
  const label = (field: PieceField) =>
    field === "quantity"
      ? t("fields.quantity")
      : t(`fields.${field}`, { unit: t(`unit.${field === "weight" ? unit.weight : unit.length}`) });
  const message = (field: PieceField) => {
    const e = errorOf(field);
    return e && t(`errors.${e.problem}`, { max: e.max === undefined ? "" : formatDecimal(e.max, language, 0) });
  };
  return (
    <fieldset className="rounded-lg border border-brand-100 bg-white p-4" data-piece={number}>
      <legend className="px-1 text-sm font-bold text-brand-900">{t("piece.legend", { number })}</legend>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-start">
        {pieceFields.map((field) => (
          <NumberField
            key={field}
            id={`${idPrefix}-${field}`}
            label={label(field)}
            value={values[field]}
            error={message(field)}
            whole={field === "quantity"}
            units={pieceUnits(field, units, unitNameIn(t))}
            language={language}
            readAs={(number) => t("readAs", { number })}
            onChange={(value) => onChange(field, value)}
            onBlur={() => onBlur(field)}
          />
        ))}
        {onRemove && (
          <button
            type="button"
            id={`${idPrefix}-remove`}
            onClick={onRemove}
            className="self-end rounded-md border border-brand-800 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 lg:mt-6"
          >
            {t("piece.remove", { number })}
          </button>
        )}
      </div>
    </fieldset>
  );
}
