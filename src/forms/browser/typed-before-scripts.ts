// What a visitor typed before the scripts ran, kept when React renders a form anew: React throws
// away the HTML of a section whose text it finds changed (a page the browser translated before the
// scripts came, the form's labels included) and renders the section again, with empty fields.
// The values are noted just before hydration and written back into the fields that came back as
// rendered (docs/architecture.md, "Typed values kept over a form rendered anew").

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const typed = new Map<string, string | boolean>();

const isTicked = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

// A radio button is one of its name's choices: each is noted apart, by its value.
const keyOf = (field: Field) => `${field.form?.dataset.form}/${field.name}${isTicked(field) ? `=${field.value}` : ""}`;

/** Whether a field differs from the page's HTML: something was typed, chosen or ticked. */
const changed = (field: Field) =>
  isTicked(field)
    ? field.checked !== field.defaultChecked
    : field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field.value !== field.defaultValue;

const fieldsIn = (root: ParentNode) => root.querySelectorAll<Field>("input[name], select[name], textarea[name]");

/** Notes every field of the page's forms that differs from the HTML as served. */
export function noteTypedValues() {
  for (const field of fieldsIn(document))
    if (field.form?.dataset.form && changed(field))
      typed.set(keyOf(field), isTicked(field) ? field.checked : field.value);
}

/** Writes the noted values back into a form's fields left as rendered, once: a later page's form starts empty. */
export function restoreTypedValues(form: HTMLFormElement) {
  for (const field of fieldsIn(form)) {
    const value = typed.get(keyOf(field));
    typed.delete(keyOf(field));
    if (value === undefined || changed(field)) continue;
    if (typeof value === "boolean") (field as HTMLInputElement).checked = value;
    else field.value = value;
  }
}
