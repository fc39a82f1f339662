import React from "react";
import { graphql } from "gatsby";
import { SectionHeading } from "./section-heading";
import type { PictureData } from "../../shared/picture-data";
import { Picture } from "../picture";
import { halfColumnSizes } from "./image-sizes";
import { PageHero } from "./page-hero";
import { KeyPoints } from "./key-points";
import { Icon } from "../icon";
import type { IconName } from "../../shared/icon-names";
import { useTranslation } from "react-i18next";
import { Reveal } from "../layout/reveal";

const values: { key: string; icon: IconName }[] = [
  { key: "professionalism", icon: "star" },
  { key: "trust", icon: "shield" },
  { key: "innovation", icon: "chart" },
  { key: "partnership", icon: "users" },
];

export function AboutView({ image }: { image?: PictureData | null }) {
  const { t } = useTranslation("about");
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />
      <section aria-labelledby="intro-title" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2">
          {/* In the first screen: shown at once, not revealed, and the picture loaded eagerly
              (it is the page's largest element). */}
          <div>
            <h2 id="intro-title" className="text-3xl font-bold text-brand-900">
              {t("intro.title")}
            </h2>
            {["p1", "p2", "p3"].map((p) => (
              <p key={p} className="mt-4 leading-relaxed text-slate-700 text-pretty">
                {t(`intro.${p}`)}
              </p>
            ))}
          </div>
          {/* In a div: the <picture> is display: contents, its <source> elements would take grid cells. */}
          {image && (
            <div>
              <Picture
                image={image}
                alt={t("intro.imageAlt")}
                sizes={halfColumnSizes}
                loading="eager"
                className="w-full rounded-2xl shadow-md"
              />
            </div>
          )}
        </div>
        <div className="mx-auto mt-10 max-w-6xl px-4">
          <KeyPoints t={t} prefix="points" />
        </div>
      </section>
      <section aria-labelledby="values-title" className="bg-brand-50 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4">
          <SectionHeading id="values-title" title={t("values.title")} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ key, icon }, i) => (
              <Reveal
                as="li"
                index={i}
                key={key}
                className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100"
              >
                <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-accent-400 text-brand-950">
                  <Icon name={icon} />
                </span>
                <h3 className="mt-4 text-lg font-bold text-brand-900">{t(`values.${key}.title`)}</h3>
                <p className="mt-2 text-slate-700">{t(`values.${key}.text`)}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
      <section className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 lg:grid-cols-2">
          <Reveal
            as="section"
            aria-labelledby="vision-title"
            className="on-dark rounded-2xl bg-brand-900 p-8 text-white"
          >
            <h2 id="vision-title" className="text-2xl font-bold text-accent-400">
              {t("vision.title")}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-pretty">{t("vision.text")}</p>
          </Reveal>
          <Reveal
            as="section"
            index={1}
            aria-labelledby="mission-title"
            className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-brand-100"
          >
            <h2 id="mission-title" className="text-2xl font-bold text-brand-900">
              {t("mission.title")}
            </h2>
            <ol className="mt-4 space-y-3">
              {["item1", "item2", "item3"].map((item, i) => (
                <li key={item} className="flex gap-3 text-slate-700">
                  <span
                    className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  {t(`mission.${item}`)}
                </li>
              ))}
            </ol>
          </Reveal>
        </div>
      </section>
    </>
  );
}

// The about picture, on the about page and in the home page's about section (home-about.tsx).
// Shown at most 540 px wide: 360/720/1080 px in AVIF with a WebP fallback (every current
// browser reads WebP).
/** A GraphQL fragment: Gatsby finds it in the source, the page queries that use it name it. @public */
export const query = graphql`
  fragment AboutPicture on Query {
    about: file(sourceInstanceName: { eq: "illustrations" }, name: { eq: "about" }) {
      childImageSharp {
        picture(
          width: 720
          aspectRatio: 1.333
          outputPixelDensities: [0.5, 1, 1.5]
          formats: [WEBP, AVIF]
          placeholder: DOMINANT_COLOR
        ) {
          ...PictureFiles
        }
      }
    }
  }
`;
