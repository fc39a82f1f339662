import { useMemo, useRef, useState } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";
import { useTranslation } from "react-i18next";
import {
  airFigures,
  emptyRow,
  maxRows,
  parseRows,
  seaFigures,
  type AirFigures,
  type FieldError,
  type Mode,
  type PieceField,
  type PieceRow,
  type SeaFigures,
  type Units,
} from "../../shared/freight-rules";
import { unitNameIn } from "./freight-figures";

// State of the calculator form: rows of pieces, units, and which fields the visitor typed in and
// left, so "required" is not shouted at a field they have only passed through: its reason would
// push down what they were clicking (Remove, the next field) between the press and the release.
// A field that holds something wrong (letters, a negative number) says so at once.

export interface RowState {
  id: number;
  values: PieceRow;
}

export type Figures = { mode: "sea"; sea: SeaFigures } | { mode: "air"; air: AirFigures };

const withKey = (keys: ReadonlySet<string>, key: string) => (keys.has(key) ? keys : new Set([...keys, key]));

export function useFreightCalculator(mode: Mode) {
  const language = useI18next().language;
  const { t } = useTranslation("calculator");
  const [units, setUnits] = useState<Units>("metric");
  const [rows, setRows] = useState<RowState[]>(() => [{ id: 1, values: emptyRow() }]);
  const nextId = useRef(2);
  const [typed, setTyped] = useState<ReadonlySet<string>>(new Set());
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);

  const parsed = useMemo(
    () =>
      parseRows(
        rows.map((r) => r.values),
        units,
        language,
        unitNameIn(t),
      ),
    [rows, units, language, t],
  );
  const figures = useMemo((): Figures | undefined => {
    if (parsed.pieces.length === 0) return undefined;
    return mode === "sea" ? { mode, sea: seaFigures(parsed.pieces) } : { mode, air: airFigures(parsed.pieces) };
  }, [parsed, mode]);

  const shown = (e: FieldError) => {
    const id = rows[e.row]?.id;
    return showAll || left.has(`${id}:${e.field}`) || (e.problem !== "required" && rows[e.row]?.values[e.field] !== "");
  };
  const visibleErrors = parsed.errors.filter(shown);
  const errorOf = (id: number, field: PieceField) => {
    const index = rows.findIndex((r) => r.id === id);
    return visibleErrors.find((e) => e.row === index && e.field === field);
  };

  return {
    units,
    setUnits,
    rows,
    figures,
    visibleErrors,
    errorOf,
    canAdd: rows.length < maxRows,
    setField: (id: number, field: PieceField, value: string) => {
      setRows((list) => list.map((r) => (r.id === id ? { ...r, values: { ...r.values, [field]: value } } : r)));
      setTyped((s) => withKey(s, `${id}:${field}`));
    },
    leave: (id: number, field: PieceField) => {
      if (typed.has(`${id}:${field}`)) setLeft((s) => withKey(s, `${id}:${field}`));
    },
    /** Adds an empty row and returns its id (to move focus there). */
    addRow: (): number => {
      const id = nextId.current++;
      setRows((list) => (list.length < maxRows ? [...list, { id, values: emptyRow() }] : list));
      return id;
    },
    removeRow: (id: number) => setRows((list) => (list.length > 1 ? list.filter((r) => r.id !== id) : list)),
    /** Shows every problem, e.g. when the visitor asks for a quote before the figures are complete. */
    revealAll: () => setShowAll(true),
    /** The first field with a problem, to focus. */
    firstError: (): { id: number; field: PieceField } | undefined => {
      const e = parsed.errors[0];
      return e ? { id: rows[e.row].id, field: e.field } : undefined;
    },
  };
}
