import { randomInt } from "crypto";
import type { FormType } from "../shared/forms";
import { referenceAlphabet, referencePattern } from "../../shared/references";

// The reference a message is kept under, told to the visitor and written into the mail's
// subject and body: Q- for quote requests, C- for contact messages, then six characters
// that cannot be misread when read out or typed (no 0/O, 1/I/L). 31^6 is about 887 million
// references per kind; a new one is only used after the store confirms it was free.

const alphabet = referenceAlphabet;
const prefixes: Record<FormType, string> = { quote: "Q", contact: "C" };

export { referencePattern };

export function newReference(formType: FormType): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += alphabet[randomInt(alphabet.length)];
  return `${prefixes[formType]}-${code}`;
}

/** A reference as someone may type it (lower case, spaces), or undefined when it cannot be one. */
export function parseReference(text: string): string | undefined {
  const ref = text.trim().toUpperCase();
  return referencePattern.test(ref) ? ref : undefined;
}
