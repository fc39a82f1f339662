import React from "react";
import { Link } from "gatsby";
import { useI18next } from "gatsby-plugin-react-i18next";
import { company } from "../../shared/facts";
import { localizedPath, pagePaths } from "../../shared/routes";
import { logoShapes, logoViewBox } from "./logo-drawing";

/**
 * Logo and brand name linking home; the name is visible from the sm breakpoint, always announced.
 * The name may wrap onto two lines, so a bar that runs short of room (a reader's own wider text
 * spacing, WCAG 1.4.12) gives way here instead of pushing Get Quote past the screen's edge.
 */
export function BrandLogo({ onDark = false }: { onDark?: boolean }) {
  const language = useI18next().language;
  return (
    <Link to={localizedPath(pagePaths.home, language)} className="flex items-center gap-2 rounded-md">
      {/* Inline, as it shows at first paint; the footer's is a symbol of the icon sprite. */}
      <svg viewBox={logoViewBox} className="h-9 w-9 shrink-0" aria-hidden="true" focusable="false">
        {logoShapes}
      </svg>
      <span
        className={`sr-only text-lg font-bold tracking-tight sm:not-sr-only ${onDark ? "text-white" : "text-brand-900"}`}
      >
        {company.brand}
      </span>
    </Link>
  );
}
