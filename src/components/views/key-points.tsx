import React from "react";
import { Icon } from "../icon";
import type { IconName } from "../../shared/icon-names";
import { Reveal } from "../layout/reveal";

// The four key points (experience, team, trusted, support) shown on home and about.
const points: { key: string; icon: IconName }[] = [
  { key: "experience", icon: "clock" },
  { key: "team", icon: "users" },
  { key: "trusted", icon: "shield" },
  { key: "support", icon: "headset" },
];

export function KeyPoints({ t, prefix }: { t: (key: string) => string; prefix: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {points.map(({ key, icon }, i) => (
        <Reveal
          as="li"
          index={i}
          key={key}
          className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-brand-100"
        >
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={icon} />
          </span>
          <div>
            <h3 className="font-semibold text-brand-900">{t(`${prefix}.${key}.title`)}</h3>
            <p className="text-sm text-slate-700">{t(`${prefix}.${key}.text`)}</p>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
