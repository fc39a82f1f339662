import React from "react";
import { Link } from "gatsby";
import { SectionHeading } from "./section-heading";
import { Reveal } from "../layout/reveal";
import { Icon } from "../icon";
import { localizedPath, pagePaths } from "../../shared/routes";
import { useI18next } from "gatsby-plugin-react-i18next";

// The answers a shipper looks for before writing: the papers to prepare for this
// service and the common questions, from the service's frontmatter (documents, faq).

interface DocumentsProps {
  title: string;
  intro: string;
  documents: readonly { name: string; purpose: string }[];
}

/** A checklist: each paper's name with what it is for underneath. */
export function DocumentChecklist({ title, intro, documents }: DocumentsProps) {
  return (
    <section id="documents" aria-labelledby="documents-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4">
        <SectionHeading id="documents-title" title={title} intro={intro} />
        <Reveal as="ul" className="mt-10 grid gap-4 md:grid-cols-2">
          {documents.map((doc) => (
            <li key={doc.name} className="flex gap-3 rounded-xl bg-brand-50 p-4" data-document="">
              <Icon name="check" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
              <div>
                <p className="font-bold text-brand-900">{doc.name}</p>
                <p className="mt-1 text-slate-700">{doc.purpose}</p>
              </div>
            </li>
          ))}
        </Reveal>
      </div>
    </section>
  );
}

interface FaqProps {
  title: string;
  faq: readonly { question: string; answer: string }[];
  /** The link to the Incoterms guide under the questions. */
  guideLabel: string;
}

/**
 * The questions as native disclosures (<details>/<summary>): opened by click, Enter or Space,
 * announced as expandable, and readable without JavaScript, with no script of their own.
 */
export function FaqList({ title, faq, guideLabel }: FaqProps) {
  const language = useI18next().language;
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4">
        <SectionHeading id="faq-title" title={title} />
        <Reveal className="mt-10 space-y-3">
          {faq.map((item) => (
            <details
              key={item.question}
              className="faq-item group rounded-xl bg-white shadow-sm ring-1 ring-brand-100"
              data-faq=""
            >
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-xl p-5 font-semibold text-brand-900">
                <span data-question="">{item.question}</span>
                <span
                  aria-hidden="true"
                  className="text-xl leading-6 text-brand-700 group-open:rotate-45 motion-safe:transition-transform"
                >
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-slate-700">{item.answer}</p>
            </details>
          ))}
        </Reveal>
        <p className="mt-8 text-center">
          <Link
            to={localizedPath(pagePaths.incoterms, language)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {guideLabel}
          </Link>
        </p>
      </div>
    </section>
  );
}
