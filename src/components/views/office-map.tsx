import React, { useEffect, useRef, useState } from "react";
import { company } from "../../shared/facts";
import { useTranslation } from "react-i18next";
import { Icon } from "../icon";
import { ExternalLink } from "../../forms/shared/external-link";

// The map is loaded from Google only when the visitor asks for it: no third-party
// request (or cookie) on page load, and the page stays fast. Until then a drawn street
// pattern (.map-streets in global.css: in the stylesheet, not in every page's HTML) with a
// pin stands in for it; the address is on the card beside it.
export function OfficeMap({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useTranslation("contactInfo");
  const [shown, setShown] = useState(false);
  // The button that showed the map is gone: focus goes on to the map, not back to the page's start.
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  return (
    <section
      aria-labelledby="map-title"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100"
      data-office-map=""
    >
      <Heading id="map-title" className="px-5 pt-5 text-xl font-bold text-brand-900 sm:px-6 sm:pt-6">
        {t("map.title")}
      </Heading>
      <div
        // Clipped only round the map: the card before it may be taller than the ratio on a narrow
        // screen, and then the box grows to hold it (aspect-ratio's own minimum, kept without overflow).
        className={`m-5 flex aspect-[4/3] items-center justify-center rounded-xl bg-brand-50 sm:m-6 sm:aspect-[16/9] lg:aspect-[21/9] ${shown ? "overflow-hidden" : "map-streets"}`}
      >
        {shown ? (
          <iframe
            ref={frame}
            title={t("map.frameTitle")}
            src={company.maps.embedUrl}
            className="h-full w-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <div className="mx-4 flex max-w-sm flex-col items-center rounded-xl bg-white/95 p-5 text-center shadow-md ring-1 ring-brand-100">
            <Icon name="office-pin" className="h-10 w-10 drop-shadow" />
            {/* Without scripts the button could not show the map: the link below opens it instead. Forced
                colours drop its dark background: the border keeps it a button there, not a heading. */}
            <button
              type="button"
              onClick={() => setShown(true)}
              className="mt-4 rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-brand-900 forced-colors:border noscript:hidden"
            >
              {t("map.show")}
            </button>
            <p className="mt-3 text-xs text-slate-700 noscript:hidden">{t("map.notice")}</p>
          </div>
        )}
      </div>
      <p className="px-5 pb-5 sm:px-6 sm:pb-6">
        <ExternalLink href={company.maps.url} className="font-semibold text-brand-700 underline underline-offset-2">
          {t("map.open")}
        </ExternalLink>
      </p>
    </section>
  );
}
