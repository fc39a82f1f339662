// A message's reference: Q- for quote requests, C- for contact messages, then six characters
// that cannot be misread when read out or typed (no 0/O, 1/I/L). Made by the function
// (src/forms/function/lead-store.ts), shown by the received page.
export const referenceAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** Each form's letter before the hyphen. */
export const referencePrefixes = { quote: "Q", contact: "C" } as const;
export const referencePattern = /^[QC]-[2-9A-HJKMNP-Z]{6}$/;

/** Whether a reference is a contact message's: what happens next is told without a quote. */
export const isContactReference = (reference?: string) =>
  reference?.startsWith(`${referencePrefixes.contact}-`) === true;
