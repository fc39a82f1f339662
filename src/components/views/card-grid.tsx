import React from "react";
import { Icon } from "../icon";
import { SectionHeading } from "./section-heading";
import { Reveal } from "../layout/reveal";
import { iconNames, type IconName } from "../../shared/icon-names";

interface Card {
  icon?: string;
  title: string;
  description: string;
}

const isIconName = (name: string): name is IconName => (iconNames as readonly string[]).includes(name);

/**
 * A titled section of cards: why choose us (with icons) and key features. The heading can
 * take focus (tabindex -1) so a "learn more" link can move keyboard focus to it.
 */
export function CardGrid({
  id,
  title,
  cards,
  columns,
  tone,
}: {
  id: string;
  title: string;
  cards: readonly Card[];
  columns: string;
  tone: "white" | "tint";
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`py-16 sm:py-20 ${tone === "tint" ? "bg-brand-50" : "bg-white"}`}
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id={`${id}-title`} title={title} focusable />
        <ul className={`mt-10 grid gap-6 sm:grid-cols-2 ${columns}`}>
          {cards.map((card, i) => (
            <Reveal
              as="li"
              index={i}
              key={card.title}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100"
            >
              {card.icon && isIconName(card.icon) && (
                <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-xl bg-brand-800 text-accent-400">
                  <Icon name={card.icon} />
                </span>
              )}
              <h3 className="text-lg font-bold text-brand-900">{card.title}</h3>
              <p className="mt-2 text-slate-700">{card.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
