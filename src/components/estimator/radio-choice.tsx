import React from "react";

interface Props<V extends string> {
  name: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** One choice of a few, as radio buttons in a fieldset (the freight calculator's unit choice, for any options). */
export function RadioChoice<V extends string>({ name, legend, options, value, onChange }: Props<V>) {
  return (
    <fieldset data-choice={name}>
      <legend className="mb-2 text-sm font-bold text-brand-900">{legend}</legend>
      <div className="space-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
