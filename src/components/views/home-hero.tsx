import React from "react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { useT } from "../../hooks/use-t";

// Full-screen hero. The picture is the page's largest element: loaded eagerly with high
// priority. The consultation button opens the quote dialog (the forms code listens for
// clicks on [data-quote-trigger]).
const highPriority = { fetchpriority: "high" } as Record<string, string>;

export function HomeHero({ image }: { image?: IGatsbyImageData }) {
  const t = useT("home");
  return (
    <section aria-labelledby="page-title" className="on-dark relative isolate flex min-h-screen items-center overflow-hidden bg-brand-950 text-white">
      {image && (
        <GatsbyImage image={image} alt={t("hero.imageAlt")} loading="eager" {...highPriority} className="!absolute inset-0 -z-10 h-full w-full" objectFit="cover" />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/90 via-brand-950/70 to-brand-950/20" aria-hidden="true" />
      <div className="mx-auto w-full max-w-6xl px-4 py-32">
        <h1 id="page-title" className="max-w-3xl text-4xl font-extrabold leading-tight sm:text-6xl text-balance">
          {t("hero.title")} <span className="text-accent-400">{t("hero.accent")}</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-50 sm:text-xl">{t("hero.subtitle")}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <button type="button" id="free-consultation" data-quote-trigger="" className="rounded-lg bg-accent-400 px-6 py-3 text-lg font-bold text-brand-950 shadow-lg transition hover:bg-accent-500">
            {t("hero.cta")}
          </button>
          <a href="#services" className="rounded-lg px-6 py-3 text-lg font-semibold text-white ring-2 ring-white/70 hover:bg-white/10">
            {t("hero.servicesLink")}
          </a>
        </div>
      </div>
    </section>
  );
}
