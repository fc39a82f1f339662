import { formControlNames, honeypotName, isFormType } from "../shared/forms";
import { fieldNames, type ShipmentField, type SomeFormsField, type VisitorField } from "../shared/fields";

// What a form holds at this moment, read from its fields. The fields are not React state: the
// page works before its scripts arrive, and what a visitor typed before then must be what is
// sent (React would write an empty state over it). Read on Send, by the forms' lazy part.

/** The values as typed: the visitor's fields the form asks; a quote's shipment details only where given. */
export type FormValues = Record<Exclude<VisitorField, SomeFormsField>, string> &
  Partial<Record<SomeFormsField | ShipmentField, string>>;

const isTyped = (name: string) =>
  !formControlNames.includes(name) && !(fieldNames("visitor") as readonly string[]).includes(name);

export interface FormReading {
  values: FormValues;
  honeypot: string;
  /** The robot checkbox, where the form has one. */
  consent?: boolean;
}

export function readForm(form: HTMLFormElement): FormReading {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const formType = text("formType");
  const asked = fieldNames("visitor", isFormType(formType) ? formType : undefined);
  const values = Object.fromEntries(asked.map((name) => [name, text(name)])) as FormValues;
  // Whatever else the form holds is a quote's shipment details (checked by the schema).
  for (const [name, value] of data)
    if (isTyped(name) && typeof value === "string" && value) values[name as ShipmentField] = value;
  const consentBox = form.elements.namedItem("consent");
  return {
    values,
    honeypot: text(honeypotName),
    consent: consentBox instanceof HTMLInputElement ? consentBox.checked : undefined,
  };
}
