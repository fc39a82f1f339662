import React from "react";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Breadcrumb } from "./breadcrumb";
import { Icon } from "../icon";
import { iconNames, type IconName } from "../../lib/icon-names";
import { useT } from "../../hooks/use-t";

interface Props {
  title: string;
  description: string;
  icon: string;
  image: Queries.ServiceViewFragment["illustration"];
  imageAlt: string;
}

// Title, icon, description and picture; "get a quote" scrolls to the form on this page,
// "learn more" to the details.
const isIconName = (name: string): name is IconName => (iconNames as readonly string[]).includes(name);
const highPriority = { fetchpriority: "high" } as Record<string, string>;

export function ServiceHero({ title, description, icon, image, imageAlt }: Props) {
  const t = useT("services");
  const picture = getImage(image?.childImageSharp?.gatsbyImageData ?? null);
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-br from-brand-950 to-brand-800 pb-16 pt-28 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2">
        <div>
          <Breadcrumb title={title} />
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-400 text-brand-950">
            {isIconName(icon) && <Icon name={icon} className="h-8 w-8" />}
          </span>
          <h1 id="page-title" className="mt-4 text-4xl font-extrabold sm:text-5xl">{title}</h1>
          <p className="mt-4 text-lg text-brand-100">{description}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <a href="#quote" className="rounded-lg bg-accent-400 px-6 py-3 font-bold text-brand-950 hover:bg-accent-500">{t("detail.getQuote")}</a>
            <a href="#details" className="rounded-lg px-6 py-3 font-semibold ring-2 ring-white/70 hover:bg-white/10">{t("detail.learnMore")}</a>
          </div>
        </div>
        {picture && <GatsbyImage image={picture} alt={imageAlt} loading="eager" {...highPriority} className="rounded-2xl shadow-xl" />}
      </div>
    </section>
  );
}
