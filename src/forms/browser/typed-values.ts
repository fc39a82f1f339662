// What a visitor typed, kept when the form it was typed in is rendered anew. Before the scripts
// ran: React throws away the HTML of a section whose text it finds changed (a page the browser
// translated before the scripts came, the form's labels included) and renders the section again,
// with empty fields; the values are noted just before hydration (docs/architecture.md, "Typed
// values kept over a form rendered anew"). On the language switcher's links: the same page in
// another language is a new page with the same forms, which start with what was typed. And the
// quote dialog, the same on every page, is rendered anew with each page: what was typed in it
// waits for it on the next. So do the words of a Send that failed after its form left the page.

import type { FieldName } from "../shared/fields";
import type { Prefill } from "./use-form";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const typed = new Map<string, string | boolean>();

const isTicked = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

// A radio button is one of its name's choices: each is noted apart, by its value.
const keyOf = (field: Field) => `${field.form?.dataset.form}/${field.name}${isTicked(field) ? `=${field.value}` : ""}`;

/** Whether a field differs from the page's HTML: something was typed, chosen or ticked. */
export const changed = (field: Field) =>
  isTicked(field)
    ? field.checked !== field.defaultChecked
    : field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field.value !== field.defaultValue;

const fieldsIn = (root: ParentNode) => root.querySelectorAll<Field>("input[name], select[name], textarea[name]");

// A form's notes are taken when it mounts, so noting it again needs no clearing first.
function note(root: ParentNode, worthKeeping: (field: Field) => boolean) {
  for (const field of fieldsIn(root))
    if (field.form?.dataset.form && worthKeeping(field))
      typed.set(keyOf(field), isTicked(field) ? field.checked : field.value);
}

/** Notes every field of the page's forms that differs from the HTML as served. */
export function noteTypedValues() {
  note(document, changed);
}

/** A form whose message is on its way (its Send busy): what it holds is no draft. */
const onItsWay = (form: HTMLFormElement) => form.querySelector('[type="submit"][aria-busy="true"]') !== null;

/**
 * Notes every field of the forms in `root` that holds something: what the visitor typed and what
 * a trigger or the scripts filled in (which React then renders as the field's default). Not the
 * hidden fields, which say what the page is (its language), and not a form whose message is on its
 * way, unless `unsent`: its message failed after the form left the page (send-form.tsx).
 */
export function noteFormValues(root: ParentNode, unsent = false) {
  note(
    root,
    (field) => field.type !== "hidden" && (isTicked(field) || field.value !== "") && (unsent || !onItsWay(field.form!)),
  );
}

/**
 * Writes the noted values back into a form's fields left as rendered, and forgets them: a later
 * page's form starts empty unless noted again (the quote dialog's draft). A noted field the form
 * does not hold yet (the shipment details, whose fields load later) goes to `later`, which gives
 * it to the field when it appears.
 */
export function restoreTypedValues(form: HTMLFormElement, later: Prefill) {
  for (const field of fieldsIn(form)) {
    const value = typed.get(keyOf(field));
    typed.delete(keyOf(field));
    if (value === undefined || changed(field)) continue;
    if (typeof value === "boolean") (field as HTMLInputElement).checked = value;
    else field.value = value;
  }
  const prefix = `${form.dataset.form}/`;
  const rest: [FieldName, string][] = [];
  for (const [key, value] of typed) {
    if (!key.startsWith(prefix)) continue;
    typed.delete(key);
    // A box or a choice is noted by its value (keyOf), and given when ticked.
    const [name, choice] = key.slice(prefix.length).split("=") as [FieldName, string?];
    if (value !== false) rest.push([name, choice ?? (value as string)]);
  }
  if (rest.length > 0) later(rest);
}
