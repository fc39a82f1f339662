import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { localizedPath, pagePaths } from "../../shared/routes";

/** Home > Services > the service's title. */
export function Breadcrumb({ title }: { title: string }) {
  const { t } = useTranslation("services");
  const language = useI18next().language;
  const link = "text-brand-100 underline-offset-2 hover:underline";
  return (
    <nav aria-label={t("detail.breadcrumb")} className="mb-6 text-sm">
      <ol className="flex flex-wrap gap-2">
        <li>
          <Link className={link} to={localizedPath(pagePaths.home, language)}>
            {t("detail.home")}
          </Link>
          <span aria-hidden="true"> ›</span>
        </li>
        <li>
          <Link className={link} to={localizedPath(pagePaths.services, language)}>
            {t("detail.services")}
          </Link>
          <span aria-hidden="true"> ›</span>
        </li>
        <li aria-current="page" className="font-semibold text-white">
          {title}
        </li>
      </ol>
    </nav>
  );
}
