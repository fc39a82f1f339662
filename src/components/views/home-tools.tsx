import React from "react";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { Icon } from "../icon";
import { Reveal } from "../layout/reveal";
import { localizedPath } from "../../shared/routes";
import { tools } from "../tools";
import { SectionHeading } from "./section-heading";

/** The calculators, the duty estimator and the Incoterms guide, each card a link to the tool itself. */
export function HomeTools() {
  const { t } = useTranslation("home");
  const { t: common } = useTranslation("common");
  const language = useI18next().language;
  return (
    <section id="tools" aria-labelledby="tools-title" className="bg-brand-50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="tools-title" title={t("tools.title")} intro={t("tools.subtitle")} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tools.map((tool, i) => (
            <Reveal as="li" index={i} key={tool.key}>
              {/* A plain link: the browser goes to the tool's page and anchor even when tapped while the
                  home page is still hydrating, which a client-side link can miss. */}
              <a
                href={localizedPath(tool.path, language)}
                className="flex h-full flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 transition motion-safe:hover:-translate-y-1 hover:shadow-lg"
                data-tool={tool.key}
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-800 text-accent-400">
                  <Icon name={tool.icon} className="h-6 w-6" />
                </span>
                <h3 className="text-lg font-bold text-brand-900">{common(`tools.${tool.key}`)}</h3>
                <span className="text-slate-700">{t(`tools.${tool.key}`)}</span>
              </a>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
