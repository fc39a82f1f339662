import React, { useCallback, useRef } from "react";
import { Link } from "gatsby";
import { Icon } from "../icon";
import type { IconName } from "../../lib/icon-names";
import type { NavService } from "./nav-service";
import { navItems } from "./nav-items";
import { useEscape } from "./use-escape";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { localizedPath, servicePath } from "../../lib/routes";

interface Props {
  originalPath: string;
  services: readonly NavService[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Get Quote button (forms, issue 4), shown at the end of the menu. */
  quoteButton?: React.ReactNode;
}

/** Hamburger button and panel below the lg breakpoint; closes on Esc or when a link is chosen. */
export function MobileMenu({ originalPath, services, open, onOpenChange, quoteButton }: Props) {
  const { t } = useTranslation("common");
  const language = useI18next().language;
  const button = useRef<HTMLButtonElement>(null);
  const escape = useCallback(() => {
    onOpenChange(false);
    button.current?.focus();
  }, [onOpenChange]);
  useEscape(open, escape);
  const item = "flex items-center gap-3 rounded-lg px-3 py-3 font-medium text-brand-900 hover:bg-brand-50 aria-[current=page]:bg-brand-50";
  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={t("nav.menu")}
        onClick={() => onOpenChange(!open)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
          <path
            d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
            fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"
          />
        </svg>
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t border-brand-100 bg-white px-4 pb-8 pt-2 shadow-lg"
        onClick={(e) => (e.target as Element).closest("a, button") && onOpenChange(false)}
      >
        {/* Rendered only while open: a closed menu would repeat the header's links in every
            page's HTML for nothing (the first round trip, issue 6). */}
        {open && (
          <>
            <nav aria-label={t("nav.label")}>
              <ul>
                {navItems.map((n) => (
                  <li key={n.key}>
                    <Link to={localizedPath(n.path, language)} aria-current={originalPath === n.path ? "page" : undefined} className={item}>
                      {t(`nav.${n.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="mt-4 px-3 text-sm font-semibold uppercase tracking-wide text-slate-600">{t("nav.services")}</p>
              <ul>
                {services.map((s) => (
                  <li key={s.slug}>
                    <Link to={localizedPath(servicePath(s.slug), language)} className={item}>
                      <Icon name={s.icon as IconName} className="h-5 w-5 shrink-0 text-brand-700" />
                      {s.navTitle}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {quoteButton && <div className="mt-6 px-3">{quoteButton}</div>}
          </>
        )}
      </div>
    </div>
  );
}
