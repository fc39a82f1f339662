import { lazy } from "react";

// The one way the forms load the parts no page's first load carries, each once (docs/architecture.md,
// "The forms' lazy parts"). A failed download (offline) is forgotten, so the next try loads again.

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

export type FormActions = typeof import("./send-form");
export type NoticesChunk = typeof import("./notices-deck");

export const loadQuoteDialog = once(() => import(/* webpackChunkName: "quote-dialog" */ "./quote-dialog"));
export const loadFormActions = once(() => import(/* webpackChunkName: "form-actions" */ "./send-form"));
export const loadShipmentFields = once(() => import(/* webpackChunkName: "shipment-fields" */ "./shipment-fields"));
export const loadNoticesChunk = once(() => import(/* webpackChunkName: "notices" */ "./notices-deck"));

/** The reasons under refused fields and their summary, from the Send's part: the pages' forms render these (../shared/reason-slots.tsx). */
export const lazyReasons = {
  FieldError: lazy(() => loadFormActions().then((m) => ({ default: m.FieldError }))),
  ErrorSummary: lazy(() => loadFormActions().then((m) => ({ default: m.ErrorSummary }))),
};
