import React from "react";
import { Link } from "gatsby";
import type { PictureData } from "../../shared/picture-data";
import { Picture } from "../picture";
import { halfColumnSizes } from "./image-sizes";
import { KeyPoints } from "./key-points";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { localizedPath, pagePaths } from "../../shared/routes";
import { Reveal } from "../layout/reveal";

export function HomeAbout({ image }: { image?: PictureData | null }) {
  const { t } = useTranslation("home");
  const language = useI18next().language;
  return (
    <section id="about" aria-labelledby="about-title" className="bg-brand-50 py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2">
        {image && (
          <Reveal>
            <Picture
              image={image}
              alt={t("about.imageAlt")}
              sizes={halfColumnSizes}
              className="w-full rounded-2xl shadow-md"
            />
          </Reveal>
        )}
        <Reveal index={1}>
          <h2 id="about-title" className="text-3xl font-bold text-brand-900">
            {t("about.title")}
          </h2>
          <p className="mt-4 text-slate-700 text-pretty">{t("about.intro1")}</p>
          <p className="mt-3 text-slate-700 text-pretty">{t("about.intro2")}</p>
          <div className="mt-6">
            <KeyPoints t={t} prefix="about.points" />
          </div>
          <Link
            to={localizedPath(pagePaths.about, language)}
            className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("about.more")}
          </Link>
        </Reveal>
      </div>
    </section>
  );
}
