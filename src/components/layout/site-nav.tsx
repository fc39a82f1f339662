import React, { useCallback, useEffect, useRef } from "react";
import { Link } from "gatsby";
import type { NavService } from "./nav-service";
import { ServicesMenu } from "./services-menu";
import { navItems } from "./nav-items";
import { useEscape } from "./use-escape";
import { usePopover } from "./use-popover";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { localizedPath } from "../../shared/routes";
import { GetQuoteButton } from "../../forms/browser/get-quote-button";

interface Props {
  originalPath: string;
  services: readonly NavService[];
  /** Light text for the transparent header over the dark hero. */
  onDark: boolean;
  /** Told when the menu opens or closes, by whatever means (the header turns solid while it is open). */
  onOpenChange: (open: boolean) => void;
  /** The bar's other controls (languages, Get Quote): after the links, before the menu button. */
  children: React.ReactNode;
}

/**
 * The main navigation, in the HTML once for every width: from lg up the links in the bar with
 * the services menu, below lg a panel the menu button opens, with the services and tools under
 * their link. The panel is a native popover, so the button opens it before the scripts run or
 * without them; once they run it closes on Esc (focus back to the button), when a link is chosen,
 * when focus moves on past it and when the screen widens to lg. The bar's other controls sit
 * between the links and the button, so both widths keep the order they are seen in
 * (docs/architecture.md, "One header menu for every width").
 */
export function SiteNav({ originalPath, services, onDark, onOpenChange, children }: Props) {
  const { t } = useTranslation("common");
  const language = useI18next().language;
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { open, close, onButtonClick, onHostBlur } = usePopover(panel);
  useEffect(() => onOpenChange(open === true), [open, onOpenChange]);
  const escape = useCallback(() => {
    close();
    button.current?.focus();
  }, [close]);
  useEscape(open === true, escape);
  const linkClass = `whitespace-nowrap rounded-md px-3 py-2 font-medium lg:max-xl:px-2 transition-colors aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-8 max-lg:block max-lg:py-3 ${
    onDark
      ? "hover:text-accent-400 aria-[current]:decoration-accent-400"
      : "hover:text-brand-600 aria-[current]:decoration-accent-500"
  }`;
  return (
    <div
      data-popover-host=""
      onBlur={onHostBlur}
      className="ml-auto flex items-center gap-1 sm:gap-2 lg:gap-2 xl:gap-4"
    >
      {/* The panel's click handler hears the clicks of the links and buttons inside it, and a key press on one of them is a click too. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the panel itself takes no input */}
      <div
        ref={panel}
        id="mobile-menu"
        popover=""
        // Below the header bar, with which it scrolls on a short screen (global.css). From lg up the
        // panel's box gives way (display: contents), and with it the browser's own popover styles:
        // its navigation is part of the bar.
        className="fixed short:absolute inset-x-0 top-16 bottom-0 h-auto w-auto overflow-y-auto overscroll-contain border-t border-brand-100 bg-white px-4 pb-8 pt-2 shadow-lg max-lg:[--focus-ring:var(--color-brand-600)] lg:contents"
        onClick={(e) => (e.target as Element).closest("a, button") && close()}
      >
        <nav aria-label={t("nav.label")} className={`text-brand-900${onDark ? " lg:text-white" : ""}`}>
          <ul className="flex items-center gap-1 lg:max-xl:gap-0 max-lg:block">
            {navItems.map((item) =>
              item.key === "services" ? (
                <ServicesMenu key={item.key} services={services} originalPath={originalPath} linkClass={linkClass} />
              ) : (
                <li key={item.key}>
                  <Link
                    to={localizedPath(item.path, language)}
                    aria-current={originalPath === item.path ? "page" : undefined}
                    className={linkClass}
                  >
                    {t(`nav.${item.key}`)}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div data-closed-at-first="" className="mt-6 px-3 lg:hidden">
          <GetQuoteButton className="w-full" pageForm={false} />
        </div>
      </div>
      {children}
      <button
        ref={button}
        type="button"
        popovertarget="mobile-menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={t("nav.menu")}
        onClick={onButtonClick}
        className={`inline-flex h-11 w-11 items-center justify-center rounded-md lg:hidden ${onDark ? "text-white" : "text-brand-900"}`}
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
    </div>
  );
}
