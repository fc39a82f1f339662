import React from "react";
import { Link } from "gatsby";
import { useI18next } from "gatsby-plugin-react-i18next";
import { localizedPath } from "../../shared/routes";

interface Props {
  /** The trail's accessible name, in the page's language. */
  label: string;
  /** The pages above this one, from the home page down (paths without language prefix). */
  trail: readonly { name: string; path: string }[];
  title: string;
}

/** Home > ... > this page's title, over a dark hero. */
export function Breadcrumb({ label, trail, title }: Props) {
  const language = useI18next().language;
  // Underlined: their light blue is about 1.3:1 against the white title and arrows beside them, too
  // close to tell them apart by colour alone (WCAG 1.4.1).
  const link = "text-brand-100 underline underline-offset-2 hover:text-white";
  return (
    <nav aria-label={label} className="mb-6 text-sm">
      <ol className="flex flex-wrap gap-2">
        {trail.map((item) => (
          <li key={item.path}>
            <Link className={link} to={localizedPath(item.path, language)}>
              {item.name}
            </Link>
            <span aria-hidden="true"> ›</span>
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-white">
          {title}
        </li>
      </ol>
    </nav>
  );
}
