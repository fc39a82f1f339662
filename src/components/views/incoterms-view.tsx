import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { PageHero } from "./page-hero";
import { incoterms } from "./incoterms";
import { localizedPath, pagePaths } from "../../shared/routes";
import { cellClass, headClass } from "../tables/table-styles";
import { useScrollBoxFocus } from "../tables/use-scroll-box-focus";

// The shared tables' look (../tables/table-styles), with separate borders: a collapsed border belongs to
// the table, not to its cell, and stays where it was drawn while the sticky header row moves on; a separate
// one goes with its cell. Here, not beside the shared classes, which every service page's script carries.
const tableClass = "w-full border-separate [border-spacing:0] text-left text-slate-800";

const columns = ["mainCarriage", "riskPasses", "exportClearance", "importClearance", "insurance"] as const;

/**
 * The Incoterms 2020 guide: an intro, the eleven rules in one table, and a note that
 * the contract names the term and the place. The table is wider than a phone: it scrolls sideways
 * inside a labelled region that takes keyboard focus while it does (so arrow keys scroll it), and its first
 * column (the term) stays in view.
 */
export function IncotermsView() {
  // The rules' names and explanations are shared with the quote forms (incoterms); the page's own texts are incotermsGuide.
  const { t } = useTranslation("incoterms");
  const { t: g } = useTranslation("incotermsGuide");
  const language = useI18next().language;
  const focus = useScrollBoxFocus();
  return (
    <>
      <PageHero title={g("hero.title")} subtitle={g("hero.subtitle")} />
      <section className="py-12 sm:py-16">
        <div className="mx-auto max-w-6xl space-y-4 px-4 text-lg leading-relaxed text-slate-700">
          <p className="max-w-3xl">{g("intro")}</p>
          <p className="max-w-3xl">{g("contractNote")}</p>
        </div>
        <div className="mx-auto mt-10 max-w-6xl px-4">
          {/* Outside the box that scrolls sideways, so that on a phone it wraps on the screen
              instead of running on past its edge as a <caption> of the wide table would. */}
          <p id="incoterms-caption" className="mb-3 text-slate-700">
            {g("caption")}
          </p>
          {/* Below lg the table is taller than a phone's screen too: kept within the screen below the
              fixed header, the box scrolls down as well, so its header row, which sticks to its top,
              is in view when Tab reaches the box and over every row keys scroll to. */}
          <div
            role="region"
            aria-labelledby="incoterms-caption"
            {...focus}
            className="overflow-x-auto rounded-xl ring-1 ring-brand-100 max-lg:max-h-[calc(100svh-6rem)]"
            data-scroll-region=""
          >
            <table
              className={`${tableClass} min-w-[56rem] text-sm sm:text-base`}
              aria-labelledby="incoterms-caption"
              data-table="incoterms"
            >
              <thead>
                <tr>
                  <th scope="col" className={`${headClass} sticky left-0 top-0 z-20`}>
                    {g("columns.term")}
                  </th>
                  {columns.map((c) => (
                    <th key={c} scope="col" className={`${headClass} sticky top-0`}>
                      {g(`columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {incoterms.map((term) => (
                  <tr key={term.code} data-incoterm={term.code} className="align-top">
                    <th scope="row" className={`${cellClass} sticky left-0 z-10 w-36 bg-white font-normal sm:w-56`}>
                      {/* The code as the contract writes it; a page translator would read "FOB" as a word. */}
                      <span translate="no" className="block font-bold text-brand-900">
                        {term.code}
                      </span>
                      <span className="block font-semibold">{t(`terms.${term.code}.name`)}</span>
                      <span className="mt-1 block text-sm text-slate-600">{g(`modes.${term.modes}`)}</span>
                    </th>
                    <td className={cellClass}>{g(`party.${term.mainCarriage}`)}</td>
                    <td className={cellClass}>{g(`riskPasses.${term.riskPasses}`)}</td>
                    <td className={cellClass}>{g(`party.${term.exportClearance}`)}</td>
                    <td className={cellClass}>{g(`party.${term.importClearance}`)}</td>
                    <td className={cellClass}>{g(`insurance.${term.insuranceBySeller}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="mt-10 grid gap-4 md:grid-cols-2">
            {incoterms.map((term) => (
              <div key={term.code} className="rounded-xl bg-brand-50 p-4">
                {/* The dot only shows where the code ends; the spaces stay outside it, or a screen
                    reader would read the code and the name as one word ("EXWEx Works"). */}
                <dt className="font-bold text-brand-900">
                  {term.code} <span aria-hidden="true">·</span> {t(`terms.${term.code}.name`)}
                </dt>
                <dd className="mt-1 text-slate-700">{t(`terms.${term.code}.short`)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-10 text-lg text-slate-700">
            <Link
              to={`${localizedPath(pagePaths.contact, language)}`}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {g("askUs")}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
