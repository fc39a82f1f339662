import React from "react";
import { Link } from "gatsby";
import { useI18next } from "gatsby-plugin-react-i18next";
import { company } from "../../shared/facts";
import { localizedPath, pagePaths } from "../../shared/routes";

/** The mark: a route arc from an origin dot to an arrow over a wave, on the brand blue. */
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#123a68" />
      <path d="M9 24c3-9 12-14 21-13" fill="none" stroke="#f7b538" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M25 6.5l6 4.5-5 5.5"
        fill="none"
        stroke="#f7b538"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="24" r="3" fill="#fff" />
      <path
        d="M6 31c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 5-2"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Logo and brand name linking home; the name is visible from the sm breakpoint, always announced. */
export function BrandLogo({ onDark = false }: { onDark?: boolean }) {
  const language = useI18next().language;
  return (
    <Link to={localizedPath(pagePaths.home, language)} className="flex shrink-0 items-center gap-2 rounded-md">
      <LogoMark />
      <span
        className={`sr-only text-lg font-bold tracking-tight sm:not-sr-only ${onDark ? "text-white" : "text-brand-900"}`}
      >
        {company.brand}
      </span>
    </Link>
  );
}
