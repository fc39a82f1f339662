import React from "react";
import { PageHero } from "../views/page-hero";
import { MdxBody } from "../views/mdx-body";
import { bodies } from "../../mdx-bodies/legal";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { legalUpdated } from "./legal-dates";
import type { LegalDoc } from "../../shared/routes";
import { LegalContact } from "./legal-contact";
import { prose } from "../views/prose";

/** A legal page: title and summary, the date of the last change, the MDX text, and whom to contact. */
export function LegalView({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation("legal");
  const language = useI18next().language;
  return (
    <article data-legal={doc}>
      <PageHero title={t(`${doc}.title`)} subtitle={t(`${doc}.intro`)} />
      <div className="bg-white py-12">
        <div className={prose}>
          <p className="text-sm text-slate-700" data-legal-updated="">
            {t("updated", { date: legalUpdated(doc, language) })}
          </p>
          <MdxBody body={bodies[`${doc}/${language}`]} source={`content/legal/${doc}/${language}.mdx`} />
        </div>
      </div>
      <LegalContact />
    </article>
  );
}
