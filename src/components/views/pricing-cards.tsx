import React from "react";
import { SectionHeading } from "./section-heading";
import { rateAmount, rateAt, rateTerms, rateValidUntil } from "../../shared/rates";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { Reveal } from "../layout/reveal";
import { SectionLink } from "./section-link";
import { packageAnchor } from "../../forms/shared/packages";
import { packageKey } from "../../forms/shared/package-keys";
import { escapeHtml } from "../../shared/escape-html";

interface Package {
  name: string;
  price: string;
  note: string | null;
  features: readonly string[];
}

interface Price {
  amount: string;
  unit?: string;
  scope: string;
  scopeKey: string;
  /** What the price covers and leaves out, and until when it is offered. */
  terms: string;
  validUntil?: string;
}

/**
 * The price of a package: the rate from company.json with its unit, or "custom quote", where it
 * applies (the rate's scope: domestic, export, international, at the warehouse), what it covers and its last day.
 */
function usePrice(path: string): Price {
  const { t } = useTranslation("services");
  const language = useI18next().language;
  const scopeKey = String(rateAt(path)?.scope);
  return {
    ...rateAmount(path, language, t),
    validUntil: rateValidUntil(path, language, t),
    scope: t(`price.scope.${scopeKey}`),
    scopeKey,
    terms: rateTerms(path, t),
  };
}

// Stand-ins for the amount and the unit in price.withUnit, which no text contains.
const amountMark = "\uE000";
const unitMark = "\uE001";

/**
 * An amount and its unit as the language joins them (price.withUnit): with a space, not a margin,
 * in Indonesian and English ("USD 45 per CBM"), so copied text, reader modes and search engines read
 * the two apart; with none in Chinese and Japanese (「USD 45／CBM」).
 */
function AmountWithUnit({ amount, unit, amountClass }: { amount: string; unit?: string; amountClass: string }) {
  const { t } = useTranslation("services");
  const amountSpan = <span className={amountClass}>{amount}</span>;
  if (!unit) return amountSpan;
  const parts = t("price.withUnit", { amount: amountMark, unit: unitMark }).split(/(\uE000|\uE001)/);
  return (
    <>
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {part === amountMark ? amountSpan : part === unitMark ? <span className="inline-block">{unit}</span> : part}
        </React.Fragment>
      ))}
    </>
  );
}

interface CardProps {
  pkg: Package;
  featured: boolean;
  index: number;
  /** Where its link leads without scripts (plainPackageHref). */
  plainHref?: string;
}

function PriceCard({ pkg, featured, index, plainHref }: CardProps) {
  const { t } = useTranslation("services");
  const price = usePrice(pkg.price);
  const key = packageKey(pkg.price);
  // Forced colours drop backgrounds and rings: borders keep the link a button and the cards apart.
  const linkClass = `mt-8 rounded-lg px-5 py-2.5 text-center font-semibold transition-colors forced-colors:border ${featured ? "bg-accent-400 text-brand-950 hover:bg-accent-500" : "bg-brand-800 text-white hover:bg-brand-900"}`;
  return (
    <Reveal
      as="li"
      index={index}
      className={`flex flex-col rounded-2xl p-6 shadow-sm ring-1 forced-colors:border ${featured ? "on-dark bg-brand-900 text-white ring-brand-900 md:-my-3 md:py-9 md:shadow-xl" : "bg-white text-slate-700 ring-brand-100"}`}
      data-package={pkg.price}
    >
      <h3 id={`${key}-name`} className={`text-xl font-bold ${featured ? "text-accent-400" : "text-brand-900"}`}>
        {pkg.name}
      </h3>
      <p
        className={`mt-2 self-start rounded-full px-3 py-1 text-sm font-semibold ${featured ? "bg-white/10 text-white" : "bg-brand-50 text-brand-800"}`}
        data-scope={price.scopeKey}
      >
        {price.scope}
      </p>
      <p className="mt-4" data-price>
        <AmountWithUnit
          amount={price.amount}
          unit={price.unit}
          amountClass={`text-3xl font-extrabold ${featured ? "text-white" : "text-brand-900"}`}
        />
      </p>
      {pkg.note && <p className="mt-1 text-sm font-semibold">{pkg.note}</p>}
      <p className={`mt-3 text-sm ${featured ? "text-white/90" : "text-slate-600"}`} data-terms>
        {price.terms}
        {price.validUntil && <span className="mt-1 block font-semibold">{price.validUntil}</span>}
      </p>
      <ul className="mt-6 flex-1 space-y-2">
        {pkg.features.map((line) => (
          <li key={line} className="flex gap-2">
            <span aria-hidden="true" className={featured ? "text-accent-400" : "text-accent-700"}>
              ✓
            </span>
            {line}
          </li>
        ))}
      </ul>
      {/* The package travels in the address, so a tap before the scripts run still names it once
          they do; with them the quote form takes it from the click. */}
      {/* Named with its package ("Request this package FCL"), so a list of the page's links tells the three apart. */}
      <SectionLink
        to="quote"
        anchor={packageAnchor(key)}
        data-quote-package={key}
        className={linkClass}
        id={`${key}-ask`}
        aria-labelledby={`${key}-ask ${key}-name`}
      >
        {t("detail.choosePackage")}
      </SectionLink>
      {/* Without scripts nothing would read the address: the link leads to the function's quote form instead. */}
      {plainHref && (
        <noscript
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: `<style>[data-quote-package="${key}"]{display:none}</style><a href="${escapeHtml(plainHref)}" class="${linkClass}" data-plain-package="${key}" id="${key}-plain" aria-labelledby="${key}-plain ${key}-name">${escapeHtml(t("detail.choosePackage"))}</a>`,
          }}
        />
      )}
    </Reveal>
  );
}

interface Props {
  title: string;
  note: string;
  packages: readonly Package[];
  /** Each package's link without scripts, in the same order. */
  plainHrefs?: readonly string[];
}

export function PricingCards({ title, note, packages, plainHrefs = [] }: Props) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="pricing-title" title={title} intro={note} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {packages.map((pkg, i) => (
            <PriceCard key={pkg.name} pkg={pkg} featured={i === 1} index={i} plainHref={plainHrefs[i]} />
          ))}
        </ul>
      </div>
    </section>
  );
}
