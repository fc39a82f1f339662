import React from "react";
import { graphql } from "gatsby";
import { useLanguage, useT } from "../../hooks/use-t";
import { interpolateFacts } from "../../lib/facts";

interface Props {
  service: Queries.ServiceViewFragment;
  children?: React.ReactNode;
}

export function ServiceView({ service, children }: Props) {
  const t = useT("services");
  const language = useLanguage();
  const fill = (text: string) => interpolateFacts(text, language);
  return (
    <article aria-labelledby="page-title">
      <header>
        <h1 id="page-title">{fill(service.title)}</h1>
        <p>{fill(service.description)}</p>
      </header>
      <div className="prose">{children}</div>
      <section aria-labelledby="why-title">
        <h2 id="why-title">{t("detail.whyChooseUs")}</h2>
        <ul>
          {service.whyChooseUs.map((card) => (
            <li key={card.title}>
              <h3>{fill(card.title)}</h3>
              <p>{fill(card.description)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title">{t("detail.features")}</h2>
        <ul>
          {service.features.map((feature) => (
            <li key={feature.title}>
              <h3>{fill(feature.title)}</h3>
              <p>{fill(feature.description)}</p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

export const query = graphql`
  fragment ServiceView on ServicePage {
    slug
    title
    description
    metaDescription
    icon
    imageAlt
    whyChooseUs { icon title description }
    features { title description }
    details { title content }
    pricing { name price note features }
  }
`;
