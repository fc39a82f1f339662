import React from "react";
import type { PictureData } from "../../shared/picture-data";
import { Picture } from "../picture";
import { heroSizes } from "./image-sizes";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { isSpaceless } from "../../shared/languages";
import { formPagePaths, localizedPath } from "../../shared/routes";

// Full-screen hero. The picture is the page's largest element (its LCP): loaded eagerly with
// high priority and cropped to fill the section below the header bar. It starts below the
// (transparent) header on purpose: browsers take a picture that covers the whole viewport for
// a background and never count it as the LCP element. The consultation link leads to the quote
// page, and once the scripts run opens the quote dialog instead (the forms code listens for
// clicks on [data-quote-trigger]).

export function HomeHero({ image }: { image?: PictureData | null }) {
  const { t } = useTranslation("home");
  const language = useI18next().language;
  const spaceless = isSpaceless(language);
  return (
    // data-fills-screen: this section and the header are all the first screen shows, so only
    // their CSS is inlined in the page (src/ssr/first-screen-css.tsx).
    <section
      aria-labelledby="page-title"
      data-fills-screen=""
      className="on-dark relative isolate flex min-h-screen items-center overflow-hidden bg-brand-950 text-white"
    >
      {image && (
        <div className="absolute inset-x-0 bottom-0 top-16 -z-10">
          <Picture image={image} alt={t("hero.imageAlt")} sizes={heroSizes} loading="eager" highPriority cover />
        </div>
      )}
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/90 via-brand-950/70 to-brand-950/20"
        aria-hidden="true"
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-32">
        <h1 id="page-title" className="max-w-3xl text-4xl font-extrabold leading-tight sm:text-6xl text-balance">
          {/* Chinese and Japanese join title and accent without a space; the line may break there.
              The space is part of the title's text: Chromium's accessibility tree drops a space
              React writes apart from it ("Reliable<!-- --> <span>"), and reads "ReliableLogistics". */}
          {spaceless ? (
            <>
              {t("hero.title")}
              <wbr />
            </>
          ) : (
            `${t("hero.title")} `
          )}
          <span className="text-accent-400" data-accent="">
            {t("hero.accent")}
          </span>
        </h1>
        {/* Balanced, where the other pages' leads wrap pretty, so that no word is left alone on its last
            line: balance's rule is in the first screen's CSS already, for the title, and pretty's would
            take the Japanese home page past its HTML budget. */}
        <p className="mt-6 max-w-2xl text-lg text-brand-50 sm:text-xl text-balance">{t("hero.subtitle")}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <a
            href={localizedPath(formPagePaths.quote, language)}
            id="free-consultation"
            data-quote-trigger=""
            className="rounded-lg bg-accent-400 px-6 py-3 text-lg font-bold text-brand-950 shadow-lg transition-colors hover:bg-accent-500 forced-colors:border"
          >
            {t("hero.cta")}
          </a>
          {/* On a phone or a tablet this link lies over the picture's containers, light enough to
              take white text below AA: it has the hero's own dark behind it. Its ring is drawn
              outside its box, so a margin as wide as the ring lines it up with the filled link
              (docs/architecture.md, "First-screen CSS on the home page"). */}
          <a
            href="#services"
            className="ml-0.5 rounded-lg bg-brand-950 px-6 py-3 text-lg font-semibold text-white ring-2 ring-white/70 hover:bg-brand-900 forced-colors:border"
          >
            {t("hero.servicesLink")}
          </a>
        </div>
      </div>
    </section>
  );
}
