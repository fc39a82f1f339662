// What a form needs only once it is used, loaded on the first focus inside it (at the latest
// on Send; ./lazy-parts.ts): the Send itself with the shared schema and valibot, the
// hold-then-send step, the call to the function, the reasons shown under refused fields, the
// texts shown after Send, the other ways to reach the company when a send fails, and the
// confirmation. None of it is part of a page's first load.
export { sendForm } from "./send-form";
export { ErrorSummary, FieldError, loadResultTexts, resultText } from "./field-errors";
// The confirmation shown in a form's place once its message is received.
export { Confirmation } from "./confirmation";
// Under a form whose message could not be sent.
export { FallbackNotice } from "./failure-notice";
