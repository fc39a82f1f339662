import React from "react";
import { SectionHeading } from "./section-heading";
import { Reveal } from "../layout/reveal";

/** Detail blocks; a block written on several lines becomes a list, one line per item. */
export function DetailBlocks({
  title,
  blocks,
}: {
  title: string;
  blocks: readonly { title: string; content: string }[];
}) {
  return (
    <section id="details" aria-labelledby="details-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="details-title" title={title} />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {blocks.map((block, i) => {
            const lines = block.content
              .split("\n")
              .map((l) => l.trim())
              .filter(Boolean);
            return (
              <Reveal
                as="section"
                index={i % 2}
                key={block.title}
                className="rounded-2xl border-l-4 border-accent-500 bg-white p-6 shadow-sm"
                data-detail-block=""
              >
                <h3 className="text-lg font-bold text-brand-900">{block.title}</h3>
                {lines.length > 1 ? (
                  <ul className="mt-3 space-y-1.5 text-slate-700">
                    {lines.map((line) => (
                      <li key={line} className="flex gap-2">
                        <span className="text-accent-700" aria-hidden="true">
                          ●
                        </span>
                        {line}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-3 text-slate-700">{lines[0]}</p>
                )}
              </Reveal>
            );
          })}
        </div>
      </div>
    </section>
  );
}
