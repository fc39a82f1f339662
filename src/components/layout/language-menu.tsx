import React, { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { languageOf } from "../../lib/languages";
import { LanguageLinks } from "./language-switcher";
import { useEscape } from "./use-escape";

interface Props {
  originalPath: string;
  /** Light text for the transparent header over the dark hero. */
  onDark: boolean;
  className?: string;
}

/**
 * The language switcher of the phone header: a small button showing the current language
 * (ID, EN, JP, CN) that opens the four languages below it, so a visitor who landed in the
 * wrong language finds it without opening the menu. Esc closes it and gives focus back to the
 * button; so do a click elsewhere and focus leaving it. The panel is rendered only while open:
 * no repeated links in every page's HTML, and none of its CSS in the home page's inline
 * first-screen CSS (the full stylesheet has loaded by the time it opens).
 */
export function LanguageMenu({ originalPath, onDark, className = "" }: Props) {
  const { t } = useTranslation("common");
  const current = languageOf(useI18next().language);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const escape = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useEscape(open, escape);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);
  return (
    <div
      ref={root}
      // Not positioned: the panel hangs from the fixed header's right edge, inside a 320 px screen.
      className={className}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="language-menu"
        onClick={() => setOpen(!open)}
        data-language-menu=""
        className={`inline-flex h-9 items-center gap-0.5 rounded-md px-1.5 text-sm font-semibold ring-1 transition-colors ${
          onDark ? "text-white ring-white/60 hover:bg-white/15" : "text-brand-800 ring-brand-200 hover:bg-brand-50"
        }`}
      >
        <span className="sr-only">{t("languageSwitcher.label")}: </span>
        {current.label}
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
          <path d={open ? "M5 12.5l5-5 5 5" : "M5 7.5l5 5 5-5"} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <div id="language-menu" className="absolute right-3 top-full w-48 rounded-lg bg-white p-2 shadow-lg ring-1 ring-brand-100">
          <LanguageLinks originalPath={originalPath} vertical />
        </div>
      )}
    </div>
  );
}
