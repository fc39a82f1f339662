import React from "react";
import { Icon } from "../icon";
import type { IconName } from "../../shared/icon-names";
import { useTranslation } from "react-i18next";
import { Reveal } from "../layout/reveal";

// Land, sea, air and warehouse: the four ways we move and keep goods.
const modes: { key: string; icon: IconName }[] = [
  { key: "land", icon: "truck" },
  { key: "sea", icon: "ship" },
  { key: "air", icon: "plane" },
  { key: "warehouse", icon: "warehouse" },
];

export function TransportModes() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="modes-title" className="bg-white py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="modes-title" className="text-center text-xl font-bold text-brand-900">
          {t("icons.heading")}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-4">
          {modes.map(({ key, icon }, i) => (
            <Reveal as="li" index={i} key={key} className="flex flex-col items-center gap-3 text-center">
              <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-800 text-accent-400">
                <Icon name={icon} className="h-8 w-8" />
              </span>
              <span className="font-semibold text-brand-900">{t(`icons.${key}`)}</span>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
