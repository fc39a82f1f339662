import { createElement, type ComponentProps } from "react";

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
/** The Send's part once loaded, which the reasons below draw from. */
let formActions: FormActions | undefined;
const importFormActions = () => import(/* webpackChunkName: "form-actions" */ "./send-form");
export const loadFormActions = once(async () => (formActions = await importFormActions()));
export const loadShipmentFields = once(() => import(/* webpackChunkName: "shipment-fields" */ "./shipment-fields"));
export const loadNoticesChunk = once(() => import(/* webpackChunkName: "notices" */ "./notices-deck"));

/**
 * The reasons under refused fields and their summary, from the Send's part: the pages' forms render
 * these (../shared/reason-slots.tsx). A problem only exists once that part has loaded, so they are
 * drawn in the render that brings the problems, and a refused field takes focus with its reason
 * already its description.
 */
export const loadedReasons = {
  FieldError: (props: ComponentProps<FormActions["FieldError"]>) =>
    formActions ? createElement(formActions.FieldError, props) : null,
  ErrorSummary: (props: ComponentProps<FormActions["ErrorSummary"]>) =>
    formActions ? createElement(formActions.ErrorSummary, props) : null,
};
