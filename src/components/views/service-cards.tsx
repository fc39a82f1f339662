import React from "react";
import { graphql, Link } from "gatsby";
import { Picture } from "../picture";
import { cardSizes } from "./image-sizes";
import { useI18next } from "gatsby-plugin-react-i18next";
import { interpolateFacts } from "../../shared/facts";
import { localizedPath, servicePath } from "../../shared/routes";
import { Reveal } from "../layout/reveal";

/**
 * The five services as image cards: from 640 px two by two with the last centred below them (a
 * four-column grid, each card two wide), from 1024 px three, then two; each whole card links to its page.
 * Cards from revealFrom on fade in when reached; earlier ones (in the first screen of
 * /services) are shown at once, so the page's largest picture is not held back, and their
 * pictures load eagerly, the first (the largest on a phone) with high priority; the rest lazily.
 */
interface Props {
  services: readonly Queries.ServiceCardFragment[];
  more: string;
  revealFrom?: number;
  /** h3 under a section's h2 (home); h2 where the page's h1 is the only heading above (/services). */
  headingLevel?: 2 | 3;
}

export function ServiceCards({ services, more, revealFrom = 0, headingLevel = 3 }: Props) {
  const language = useI18next().language;
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-6 sm:grid-cols-4 lg:grid-cols-6">
      {services.map((s, i) => {
        const image = s.illustration?.childImageSharp?.picture;
        const wide = i >= 3;
        // A last card alone on its row is centred under the others. From 1024 px lg:col-span-3, later in
        // the stylesheet, sets the column's start again (grid-column), so the wide cards share their row.
        const lone = i === services.length - 1 && i % 2 === 0;
        const span = `sm:col-span-2${wide ? " lg:col-span-3" : ""}${lone ? " sm:col-start-2" : ""}`;
        const card = (
          // The words before the picture, shown above them (flex-col-reverse): a link is named by
          // what it holds in order, so a screen reader says the service first, not its picture.
          <Link
            to={localizedPath(servicePath(s.slug), language)}
            className="group flex h-full flex-col-reverse overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition motion-safe:hover:-translate-y-1 hover:shadow-lg"
          >
            <div className="flex flex-1 flex-col gap-2 p-5">
              <Heading className="text-lg font-bold text-brand-900">{s.navTitle}</Heading>
              <span className="text-slate-700">{interpolateFacts(s.summary, language)}</span>
              <span className="mt-auto pt-2 font-semibold text-accent-700 group-hover:underline">
                {more} <span aria-hidden="true">→</span>
              </span>
            </div>
            {image && (
              <Picture
                image={image}
                alt={interpolateFacts(s.imageAlt, language)}
                sizes={cardSizes(wide)}
                loading={i < revealFrom ? "eager" : "lazy"}
                highPriority={i === 0 && revealFrom > 0}
                className="aspect-[3/2] w-full object-cover"
              />
            )}
          </Link>
        );
        return i < revealFrom ? (
          <li key={s.slug} className={span}>
            {card}
          </li>
        ) : (
          <Reveal as="li" index={i - revealFrom} key={s.slug} className={span}>
            {card}
          </Reveal>
        );
      })}
    </ul>
  );
}

/** A GraphQL fragment: Gatsby finds it in the source, the page queries that use it name it. @public */
export const query = graphql`
  # Shown at most 548 px wide: 400 and 800 px files, AVIF with a WebP fallback.
  fragment ServiceCard on ServicePage {
    slug
    navTitle
    summary
    imageAlt
    illustration {
      childImageSharp {
        picture(
          width: 400
          aspectRatio: 1.5
          outputPixelDensities: [1, 2]
          formats: [WEBP, AVIF]
          placeholder: DOMINANT_COLOR
        ) {
          ...PictureFiles
        }
      }
    }
  }
`;
