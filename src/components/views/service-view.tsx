import React, { useMemo } from "react";
import { graphql } from "gatsby";
import { ServiceHero } from "./service-hero";
import { CardGrid } from "./card-grid";
import { DetailBlocks } from "./detail-blocks";
import { PricingCards } from "./pricing-cards";
import { ContactCta } from "./contact-cta";
import { MdxBody } from "./mdx-body";
import { bodies } from "../../mdx-bodies/services";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { interpolateFacts } from "../../shared/facts";
import { extrasOf, isServiceSlug, serviceOf } from "../../shared/services";
import { offeredPackage, packageAnchor, plainPackageHref } from "../../forms/shared/packages";
import { serviceTypeOfPage } from "../../forms/shared/forms";
import { toolAnchor } from "../tools";
import { ServiceQuoteForm } from "../../forms/browser/service-quote-form";
import { ServiceExtras } from "../calculator/service-extras";
import { Reveal } from "../layout/reveal";
import { HydrateApart } from "../layout/hydrate-apart";
import { DocumentChecklist, FaqList } from "./service-answers";
import { RelatedArticles } from "../articles/related-articles";

interface Props {
  service: Queries.ServiceViewFragment;
  /** Its latest articles, newest first. */
  related: readonly Queries.RelatedArticleFragment[];
  /** The list of its articles copies the list of all (page-plan.ts). */
  listIsCopy?: boolean;
}

const noPackages: readonly never[] = [];

export function ServiceView({ service, related, listIsCopy }: Props) {
  const { t } = useTranslation("services");
  const { t: form } = useTranslation("form");
  const language = useI18next().language;
  const fill = (text: string) => interpolateFacts(text, language);
  const cards = <T extends object>(list: readonly T[]) =>
    list.map(
      (item) =>
        Object.fromEntries(
          Object.entries(item).map(([k, v]) => [
            k,
            typeof v === "string" && k !== "icon" && k !== "price" ? fill(v) : v,
          ]),
        ) as T,
    );
  // Only services with prices have packages (pricing in the frontmatter).
  const servicePackages = service.pricing ?? noPackages;
  const pricing = servicePackages.map((p) => ({ ...cards([p])[0], features: p.features.map(fill) }));
  // The packages the quote form can name ("Request this package").
  const packages = useMemo(
    () => servicePackages.map((p) => offeredPackage(p, language, t)),
    [servicePackages, language, t],
  );
  const toolExtra = extrasOf(service.slug).find((extra) => toolAnchor(extra));
  const tool = toolExtra && { anchor: toolAnchor(toolExtra)!, label: t(`detail.tool.${toolExtra}`) };
  // Each part below the hero hydrates on its own (see HydrateApart).
  return (
    <article>
      <ServiceHero
        title={fill(service.title)}
        description={fill(service.description)}
        icon={service.icon}
        image={service.illustration}
        imageAlt={fill(service.imageAlt)}
        tool={tool}
      />
      <HydrateApart>
        <div className="bg-white py-12 sm:py-16">
          <Reveal className="mx-auto max-w-3xl space-y-4 px-4 text-lg leading-relaxed text-slate-700">
            <MdxBody
              body={bodies[`${service.slug}/${language}`]}
              source={`content/services/${service.slug}/${language}.mdx`}
            />
          </Reveal>
        </div>
      </HydrateApart>
      <HydrateApart>
        <CardGrid
          id="why"
          tone="tint"
          title={t("detail.whyChooseUs")}
          cards={cards(service.whyChooseUs)}
          columns={service.whyChooseUs.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}
        />
      </HydrateApart>
      <HydrateApart>
        <CardGrid
          id="features"
          tone="white"
          title={t("detail.features")}
          cards={cards(service.features)}
          columns="lg:grid-cols-4"
        />
      </HydrateApart>
      <HydrateApart>
        <DetailBlocks title={t("detail.details")} blocks={cards(service.details)} />
      </HydrateApart>
      {pricing.length > 0 && (
        <HydrateApart>
          <PricingCards
            title={t("detail.pricing")}
            note={t(`detail.pricingNote.${serviceOf(service.slug)?.pricingNote}`)}
            packages={pricing}
            plainHrefs={packages.map((pkg) => plainPackageHref(language, serviceTypeOfPage(service.slug), pkg))}
          />
        </HydrateApart>
      )}
      <HydrateApart>
        <DocumentChecklist
          title={t("detail.documents")}
          intro={t("detail.documentsIntro")}
          documents={cards(service.documents)}
        />
      </HydrateApart>
      {/* Calculator and fact tables of this service, if it has any. */}
      <HydrateApart>
        <ServiceExtras slug={service.slug} />
      </HydrateApart>
      <HydrateApart>
        <FaqList title={t("detail.faq")} faq={cards(service.faq)} guideLabel={t("detail.incotermsLink")} />
      </HydrateApart>
      {related.length > 0 && (
        <HydrateApart>
          <RelatedArticles service={service.slug} articles={related} listIsCopy={listIsCopy} />
        </HydrateApart>
      )}
      <HydrateApart>
        <ContactCta service={fill(service.title)} />
      </HydrateApart>
      <HydrateApart>
        <section
          id="quote"
          aria-label={t("detail.getQuote")}
          className="bg-brand-50 py-16 sm:py-20"
          data-slot="quote-form"
        >
          {/* Where "Request this package" leads before the scripts run (#package-sea-lcl). */}
          {packages.map((pkg) => (
            <span key={pkg.key} id={packageAnchor(pkg.key)} />
          ))}
          {isServiceSlug(service.slug) && (
            <div className="mx-auto max-w-3xl px-4">
              <Reveal className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10">
                <ServiceQuoteForm slug={service.slug} title={form("servicePage.title")} packages={packages} />
              </Reveal>
            </div>
          )}
        </section>
      </HydrateApart>
    </article>
  );
}

/** A GraphQL fragment: Gatsby finds it in the source, the page queries that use it name it. @public */
export const query = graphql`
  fragment ServiceView on ServicePage {
    slug
    title
    description
    metaDescription
    icon
    imageAlt
    whyChooseUs {
      icon
      title
      description
    }
    features {
      title
      description
    }
    details {
      title
      content
    }
    pricing {
      name
      price
      note
      features
    }
    documents {
      name
      purpose
    }
    faq {
      question
      answer
    }
    # The hero picture (the page's LCP element), at most 540 px wide: 360/720/1080 px in AVIF with a WebP fallback
    # (every current browser reads WebP).
    illustration {
      childImageSharp {
        picture(
          width: 720
          aspectRatio: 1.5
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
