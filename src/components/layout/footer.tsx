import React from "react";
import { Link } from "gatsby";
import type { NavService } from "./nav-service";
import { Icon } from "../icon";
import { Copyright } from "./copyright";
import { FooterContact } from "./footer-contact";
import { navItems } from "./nav-items";
import { Reveal } from "./reveal";
import { SocialLinks } from "./social-links";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { company } from "../../shared/facts";
import { localizedPath, servicePath, sitemapPath } from "../../shared/routes";
import { articlesPath } from "../../shared/articles";

const heading = "mb-4 text-sm font-semibold uppercase tracking-wide text-white";
const link = "rounded-sm text-brand-100 hover:text-accent-400 hover:underline";

export function Footer({ services }: { services: readonly NavService[] }) {
  const { t } = useTranslation("common");
  const language = useI18next().language;
  // Privacy, terms and the sitemap are plain links: pages seldom opened, whose data every page
  // would otherwise prefetch once its footer is in view.
  const legal = [
    { key: "privacy", href: localizedPath("/privacy/", language) },
    { key: "terms", href: localizedPath("/terms/", language) },
    { key: "sitemap", href: localizedPath(sitemapPath, language) },
  ];
  return (
    <footer className="on-dark bg-brand-950 text-brand-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <Reveal index={0}>
          <p className="mb-4 flex items-center gap-2 text-lg font-bold text-white">
            {/* From the sprite: the header's inline copy is beyond gzip's reach this far down the page. */}
            <Icon name="logo" className="h-9 w-9" />
            {company.brand}
          </p>
          <p className="mb-6 text-sm leading-relaxed">{t("footer.description")}</p>
          <SocialLinks />
        </Reveal>
        <Reveal as="nav" index={1} aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>
            {t("footer.quickLinks")}
          </h2>
          <ul className="space-y-2 text-sm">
            {navItems.map((n) => (
              <li key={n.key}>
                <Link to={localizedPath(n.path, language)} className={link}>
                  {t(`nav.${n.key}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={localizedPath(articlesPath, language)} className={link}>
                {t("footer.articles")}
              </Link>
            </li>
          </ul>
        </Reveal>
        <Reveal as="nav" index={2} aria-labelledby="footer-services">
          <h2 id="footer-services" className={heading}>
            {t("footer.servicesHeading")}
          </h2>
          <ul className="space-y-2 text-sm">
            {services.map((s) => (
              <li key={s.slug}>
                <Link to={localizedPath(servicePath(s.slug), language)} className={link}>
                  {s.navTitle}
                </Link>
              </li>
            ))}
          </ul>
        </Reveal>
        <Reveal index={3}>
          <h2 className={heading}>{t("footer.contactHeading")}</h2>
          <FooterContact linkClass={link} />
        </Reveal>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <Copyright />
          <nav aria-label={t("footer.legalLabel")}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legal.map((l) => (
                <li key={l.key}>
                  <a href={l.href} className={link}>
                    {t(`footer.${l.key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
