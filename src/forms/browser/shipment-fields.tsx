import React, { useEffect, useLayoutEffect } from "react";
import { fieldNames, type FieldName } from "../shared/fields";
import type { LanguageCode } from "../../shared/languages";
import type { i18n as I18n } from "i18next";
import { ShipmentLayout, type ShipmentLayoutProps } from "../shared/shipment-layout";
import type { Prefill } from "./use-form";

// The scripted shipment details, loaded when wanted (./shipment-part.tsx): the fields as
// ../shared/shipment-layout.tsx lays them out.

/**
 * Adds the fields' strings to the page's i18next instance (a new one for every page visited),
 * before the fields are shown. All languages' strings come with this chunk (webpackMode eager,
 * as the forms' result texts do): one chunk, and no entry per language in every page's webpack
 * runtime.
 */
export async function addStrings(i18n: I18n): Promise<void> {
  const language = i18n.language as LanguageCode;
  const [shipment, incoterms] = await Promise.all([
    import(/* webpackMode: "eager" */ `../../../content/locales/${language}/shipment.json`),
    import(/* webpackMode: "eager" */ `../../../content/locales/${language}/incoterms.json`),
  ]);
  if (!i18n.hasResourceBundle(language, "shipment")) i18n.addResourceBundle(language, "shipment", shipment.default);
  if (!i18n.hasResourceBundle(language, "incoterms")) i18n.addResourceBundle(language, "incoterms", incoterms.default);
}

/** A field that had the focus, with its caret where it has one. */
interface Focused {
  name: string;
  start: number | null;
  end: number | null;
}

/**
 * The scripted fields taking over from a page's plain ones (./plain-shipment-part.tsx): what
 * they hold goes to the form as the fields' defaults, an emptied one too (its default may still be
 * an earlier prefill, such as the address's package), and the focus one of them had goes with them.
 */
export function takeOver(plain: HTMLElement | null, prefill: Prefill | undefined): { focused?: Focused } {
  const typed: [FieldName, string][] = [];
  for (const el of plain?.querySelectorAll<HTMLInputElement>("input[name], select[name], textarea[name]") ?? [])
    typed.push([el.name as FieldName, el.type === "checkbox" ? (el.checked ? el.value : "") : el.value]);
  prefill?.(typed);
  const active = document.activeElement as HTMLInputElement | null;
  if (!active || !plain?.contains(active)) return {};
  return { focused: { name: active.name, start: active.selectionStart ?? null, end: active.selectionEnd ?? null } };
}

interface Props extends ShipmentLayoutProps {
  /** Opens the part, when a shipment field is refused. */
  onOpenChange: (open: boolean) => void;
  focused?: Focused;
}

export function ShipmentFields({ focused, ...props }: Props) {
  // The focus the plain field had goes on in its scripted twin, caret and all, as it first appears.
  useLayoutEffect(() => {
    const field = focused && (document.getElementById(`${props.idPrefix}-${focused.name}`) as HTMLInputElement | null);
    field?.focus();
    if (field && focused?.start != null) field.setSelectionRange(focused.start, focused.end);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A refused shipment field must be seen: the part opens.
  const refusedInside = [...props.problems.keys()].some((field) =>
    (fieldNames("shipment") as readonly string[]).includes(field),
  );
  const { onOpenChange } = props;
  useEffect(() => {
    if (refusedInside) onOpenChange(true);
  }, [refusedInside, onOpenChange]);
  return <ShipmentLayout {...props} />;
}
