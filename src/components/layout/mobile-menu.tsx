import React, { useCallback, useEffect, useRef } from "react";
import { Link } from "gatsby";
import { Icon } from "../icon";
import type { IconName } from "../../shared/icon-names";
import type { NavService } from "./nav-service";
import { navItems } from "./nav-items";
import { useEscape } from "./use-escape";
import { usePopover } from "./use-popover";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { localizedPath, servicePath } from "../../shared/routes";
import { tools } from "../tools";

interface Props {
  originalPath: string;
  services: readonly NavService[];
  /** Told when the menu opens or closes, by whatever means (the header turns solid while it is open). */
  onOpenChange: (open: boolean) => void;
  /** The Get Quote button, shown at the end of the menu. */
  quoteButton?: React.ReactNode;
}

/**
 * Hamburger button and panel below the lg breakpoint. The panel is a native popover with its
 * links in the HTML, so the button opens it before the scripts run or without them; once they
 * run it closes on Esc (focus back to the button) and when a link is chosen.
 */
export function MobileMenu({ originalPath, services, onOpenChange, quoteButton }: Props) {
  const { t } = useTranslation("common");
  const language = useI18next().language;
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { open, close, onButtonClick } = usePopover(panel);
  useEffect(() => onOpenChange(open === true), [open, onOpenChange]);
  const escape = useCallback(() => {
    close();
    button.current?.focus();
  }, [close]);
  useEscape(open === true, escape);
  const item =
    "flex items-center gap-3 rounded-lg px-3 py-3 font-medium text-brand-900 hover:bg-brand-50 aria-[current=page]:bg-brand-50";
  return (
    <div className="lg:hidden" data-popover-host="">
      <button
        ref={button}
        type="button"
        popovertarget="mobile-menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={t("nav.menu")}
        onClick={onButtonClick}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md"
      >
        {/* Both drawings, the open menu's shown by CSS, so the icon follows a menu opened before the scripts run. */}
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h16" className="popover-open:hidden" />
          <path d="M6 6l12 12M18 6L6 18" className="hidden popover-open:inline" />
        </svg>
      </button>
      {/* The panel's click handler hears the clicks of the links and buttons inside it, and a key press on one of them is a click too. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the panel itself takes no input */}
      <div
        ref={panel}
        id="mobile-menu"
        popover=""
        data-closed-at-first=""
        className="fixed inset-x-0 top-16 bottom-0 h-auto w-auto overflow-y-auto border-t border-brand-100 bg-white px-4 pb-8 pt-2 shadow-lg"
        onClick={(e) => (e.target as Element).closest("a, button") && close()}
      >
        <nav aria-label={t("nav.label")}>
          <ul>
            {navItems.map((n) => (
              <li key={n.key}>
                <Link
                  to={localizedPath(n.path, language)}
                  aria-current={originalPath === n.path ? "page" : undefined}
                  className={item}
                >
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
          <p id="mobile-menu-tools" className="mt-4 px-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
            {t("tools.heading")}
          </p>
          <ul aria-labelledby="mobile-menu-tools">
            {tools.map((tool) => (
              <li key={tool.key}>
                <Link to={localizedPath(tool.path, language)} className={item}>
                  <Icon name={tool.icon} className="h-5 w-5 shrink-0 text-brand-700" />
                  {t(`tools.${tool.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {quoteButton && <div className="mt-6 px-3">{quoteButton}</div>}
      </div>
    </div>
  );
}
