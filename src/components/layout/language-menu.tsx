import React, { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { languageOf } from "../../shared/languages";
import { LanguageLinks } from "./language-switcher";
import { Chevron } from "./chevron";
import { useEscape } from "./use-escape";
import { usePopover } from "./use-popover";

interface Props {
  originalPath: string;
  /** Light text for the transparent header over the dark hero. */
  onDark: boolean;
  className?: string;
}

/**
 * The language switcher of the phone header: a small button showing the current language
 * (ID, EN, JP, CN) that opens the four languages below it, so a visitor who landed in the
 * wrong language finds it without opening the menu. The panel is a native popover with its links
 * in the HTML, so it opens without scripts too, and a tap outside or Esc closes it. Once the
 * scripts run, Esc also gives focus back to the button, and focus leaving it closes it.
 */
export function LanguageMenu({ originalPath, onDark, className = "" }: Props) {
  const { t } = useTranslation("common");
  const current = languageOf(useI18next().language);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { open, close, onButtonClick } = usePopover(panel);
  const escape = useCallback(() => {
    close();
    button.current?.focus();
  }, [close]);
  useEscape(open === true, escape);
  return (
    <div
      className={className}
      data-popover-host=""
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        popovertarget="language-menu"
        aria-expanded={open}
        aria-controls="language-menu"
        onClick={onButtonClick}
        data-language-menu=""
        className={`inline-flex h-9 items-center gap-0.5 rounded-md px-1.5 text-sm font-semibold ring-1 transition-colors ${
          onDark ? "text-white ring-white/60 hover:bg-white/15" : "text-brand-800 ring-brand-200 hover:bg-brand-50"
        }`}
      >
        <span className="sr-only">{t("languageSwitcher.label")}: </span>
        {current.label}
        {/* Turned by CSS, so it follows a menu opened before the scripts run. */}
        <Chevron className="h-4 w-4 popover-open:rotate-180" />
      </button>
      {/* Fixed below the header bar (h-16), inside a 320 px screen. */}
      <div
        ref={panel}
        id="language-menu"
        popover=""
        data-closed-at-first=""
        className="fixed top-16 right-3 bottom-auto left-auto w-48 rounded-lg bg-white p-2 shadow-lg ring-1 ring-brand-100"
      >
        <LanguageLinks originalPath={originalPath} vertical />
      </div>
    </div>
  );
}
