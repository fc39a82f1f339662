// The one way the forms load their lazy part (./form-actions): on the first focus inside a
// form, at the latest on Send. A failed download (offline) is forgotten so the next try loads again.

export type FormActions = typeof import("./form-actions");

let actionsModule: Promise<FormActions> | undefined;

export const loadFormActions = () =>
  (actionsModule ??= import(/* webpackChunkName: "form-actions" */ "./form-actions").catch((error) => {
    actionsModule = undefined;
    throw error;
  }));
