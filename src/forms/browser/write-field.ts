import type { FieldName } from "../shared/fields";

/** Puts a value into a field as if typed (the dialog's prefill); false when the field is not there yet. */
export function writeField(form: HTMLFormElement, name: FieldName, value: string): boolean {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = value === "yes";
  else if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement
  )
    field.value = value;
  else return false;
  return true;
}
