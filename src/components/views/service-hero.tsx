import React from "react";
import { Picture } from "../picture";
import { halfColumnSizes } from "./image-sizes";
import { Breadcrumb } from "./breadcrumb";
import { pagePaths } from "../../shared/routes";
import { SectionLink } from "./section-link";
import { Icon } from "../icon";
import { iconNames, type IconName } from "../../shared/icon-names";
import { useTranslation } from "react-i18next";

interface Props {
  title: string;
  description: string;
  icon: string;
  image: Queries.ServiceViewFragment["illustration"];
  imageAlt: string;
  /** The service's own tool (calculator, estimator): its section's id and the link's text. */
  tool?: { anchor: string; label: string };
}

// Title, icon, description and picture; "get a quote" scrolls to the form on this page and
// focuses its first field, "learn more" to the key features and their heading, and on a page
// with a tool (freight calculator, duty estimator) a third link to it. The picture
// is the page's largest element (its LCP): eager, high priority.
const isIconName = (name: string): name is IconName => (iconNames as readonly string[]).includes(name);

// Forced colours (Windows high contrast) drop backgrounds and rings: a border keeps each link's
// button shape there.
const outlinedClass =
  "rounded-lg px-6 py-3 font-semibold inset-ring-2 inset-ring-white/70 transition-colors hover:bg-white/10 forced-colors:border";

export function ServiceHero({ title, description, icon, image, imageAlt, tool }: Props) {
  const { t } = useTranslation("services");
  const picture = image?.childImageSharp?.picture;
  return (
    <section
      aria-labelledby="page-title"
      className="on-dark bg-gradient-to-br from-brand-950 to-brand-800 pb-16 pt-12 text-white sm:pt-16"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2">
        <div>
          <Breadcrumb
            label={t("common:breadcrumb")}
            trail={[
              { name: t("common:nav.home"), path: pagePaths.home },
              { name: t("common:nav.services"), path: pagePaths.services },
            ]}
            title={title}
          />
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-400 text-brand-950">
            {isIconName(icon) && <Icon name={icon} className="h-8 w-8" />}
          </span>
          <h1 id="page-title" className="mt-4 text-4xl font-extrabold sm:text-5xl text-balance">
            {title}
          </h1>
          <p className="mt-4 text-lg text-brand-100">{description}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <SectionLink
              to="quote"
              className="rounded-lg bg-accent-400 px-6 py-3 font-bold text-brand-950 shadow-lg transition-colors hover:bg-accent-500 forced-colors:border"
              data-action="get-quote"
            >
              {t("detail.getQuote")}
            </SectionLink>
            <SectionLink to="features" className={outlinedClass} data-action="learn-more">
              {t("detail.learnMore")}
            </SectionLink>
            {tool && (
              <SectionLink to={tool.anchor} className={outlinedClass} data-action="tool">
                {tool.label}
              </SectionLink>
            )}
          </div>
        </div>
        {/* Its own grid cell: the <picture> is display: contents, so without this wrapper its
            <source> elements took the second column and the image fell below the text. */}
        {picture && (
          <div>
            <Picture
              image={picture}
              alt={imageAlt}
              sizes={halfColumnSizes}
              loading="eager"
              highPriority
              className="w-full rounded-2xl shadow-xl"
            />
          </div>
        )}
      </div>
    </section>
  );
}
