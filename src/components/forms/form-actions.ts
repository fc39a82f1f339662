// What a form needs only once it is used, loaded on the first focus inside it (at the latest
// on Send; ./load-form-actions.ts): the shared schema with valibot, the hold-then-send step,
// the call to the function, and the reasons shown under refused fields, and the texts shown after Send. None
// of it is part of a page's first load. The fallback links are not here: they must
// work when this chunk cannot be loaded (offline).
export { findFormProblems } from "../../lib/contact-schema";
export { checkAndSend } from "./check-and-send";
export { ErrorSummary, FieldError, focusRefusedField, loadResultTexts, resultText } from "./field-errors";
// The whole field table, with a quote's shipment details, for the pre-written mail.
export { formFieldTable } from "../../lib/shipment-fields";
// The confirmation shown in a form's place once its message is received.
export { Confirmation } from "./confirmation";
