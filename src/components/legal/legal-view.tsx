import React from "react";
import { MDXProvider } from "@mdx-js/react";
import { PageHero } from "../views/page-hero";
import { mdxComponents } from "../views/fact";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { legalUpdated } from "./legal-dates";
import type { LegalDoc } from "../../shared/routes";
import { LegalContact } from "./legal-contact";

// Headings, paragraphs, lists and links of the MDX body, styled without a typography plugin.
const prose =
  "mx-auto max-w-3xl space-y-4 px-4 text-slate-800 leading-relaxed " +
  "[&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-900 " +
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 " +
  "[&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_strong]:text-brand-950";

/** A legal page: title and summary, the date of the last change, the MDX text, and whom to contact. */
export function LegalView({ doc, children }: { doc: LegalDoc; children?: React.ReactNode }) {
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
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </div>
      </div>
      <LegalContact />
    </article>
  );
}
