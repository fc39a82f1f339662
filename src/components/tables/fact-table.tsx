import React from "react";
import { SectionHeading } from "../views/section-heading";
import { cellClass, headClass, tableClass } from "./table-styles";
import { useScrollBoxFocus } from "./use-scroll-box-focus";

interface FactRow {
  key: string;
  label: string;
  value: string;
}

interface Props {
  /** Section id; also names the table for tests (data-table). */
  id: string;
  title: string;
  caption: string;
  headers: readonly [string, string];
  rows: readonly FactRow[];
  /** Attribute that marks each row with its key, e.g. data-region. */
  rowAttribute: `data-${string}`;
  note?: string;
}

/** A titled, captioned two-column table of facts from company.json (row headers in the first column). */
export function FactTable({ id, title, caption, headers, rows, rowAttribute, note }: Props) {
  // A long translation, or a reader's wider text spacing, makes the table wider than a phone:
  // its box then scrolls, and takes focus so that keys scroll it.
  const focus = useScrollBoxFocus();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-white py-16">
      <div className="mx-auto max-w-3xl px-4">
        <SectionHeading id={`${id}-title`} title={title} reveal={false} />
        <div role="region" aria-labelledby={`${id}-caption`} {...focus} className="mt-8 overflow-x-auto">
          <table className={tableClass} data-table={id}>
            <caption id={`${id}-caption`} className="mb-3 text-left text-slate-700">
              {caption}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={headClass}>
                  {headers[0]}
                </th>
                <th scope="col" className={headClass}>
                  {headers[1]}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} {...{ [rowAttribute]: row.key }}>
                  <th scope="row" className={`${cellClass} font-semibold`}>
                    {row.label}
                  </th>
                  <td className={cellClass}>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {note && <p className="mt-4 text-slate-700">{note}</p>}
      </div>
    </section>
  );
}
