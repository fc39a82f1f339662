import React, { useState } from "react";
import { GetQuoteButton } from "../../forms/browser/get-quote-button";
import { BrandLogo } from "./brand-logo";
import { LanguageSwitcher } from "./language-switcher";
import type { NavService } from "./nav-service";
import { SiteNav } from "./site-nav";
import { useScrolled } from "./use-scrolled";

interface Props {
  originalPath: string;
  services: readonly NavService[];
  /** The home page: the header lies transparent over the dark hero until the page scrolls. */
  overHero: boolean;
}

/**
 * Fixed header of constant height (h-16), so switching between transparent and solid moves nothing.
 * Transparent only on the home page while scrolled 50 px or less (and the mobile menu is closed).
 */
export function Header({ originalPath, services, overHero }: Props) {
  const scrolled = useScrolled(50, overHero);
  const [menuOpen, setMenuOpen] = useState(false);
  const solid = !overHero || scrolled || menuOpen;
  return (
    <header
      // Always on the first screen: its CSS is inlined (src/ssr/first-screen-css.tsx).
      data-first-screen=""
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 short:absolute ${
        // No backdrop filter while the menu is open: it would make the fixed menu panel relative to the header.
        !solid
          ? "on-dark bg-gradient-to-b from-brand-950/70 to-transparent"
          : menuOpen
            ? "bg-white shadow-sm"
            : "bg-white/90 shadow-sm backdrop-blur-md"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2.5 sm:gap-2 sm:px-6 lg:gap-2 lg:px-4 xl:gap-4 xl:px-8">
        <BrandLogo onDark={!solid} />
        {/* Every width shows the languages and Get Quote in the bar: side by side from lg up,
            a compact language menu and a smaller button below. Under 18rem (a phone at 200% page
            zoom) Get Quote leaves the bar for the menu, which has its own, so the menu button stays
            on the screen. */}
        <SiteNav originalPath={originalPath} services={services} onDark={!solid} onOpenChange={setMenuOpen}>
          <LanguageSwitcher originalPath={originalPath} onDark={!solid} />
          <GetQuoteButton compact className="max-[18rem]:hidden" />
        </SiteNav>
      </div>
    </header>
  );
}
