import React, { useState } from "react";
import { company } from "../../lib/facts";
import { useT } from "../../hooks/use-t";

// The map is loaded from Google only when the visitor asks for it: no third-party
// request (or cookie) on page load, and the page stays fast.
export function OfficeMap() {
  const t = useT("contact");
  const [shown, setShown] = useState(false);
  return (
    <section aria-labelledby="map-title" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <h2 id="map-title" className="px-5 pt-5 text-xl font-bold text-brand-900">{t("map.title")}</h2>
      <div className="m-5 flex aspect-[16/9] items-center justify-center rounded-xl bg-brand-50">
        {shown ? (
          <iframe title={t("map.frameTitle")} src={company.maps.embedUrl} className="h-full w-full rounded-xl border-0" loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
        ) : (
          <div className="p-6 text-center">
            <button type="button" onClick={() => setShown(true)} className="rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
              {t("map.show")}
            </button>
            <p className="mt-3 text-sm text-slate-700">{t("map.notice")}</p>
          </div>
        )}
      </div>
      <p className="px-5 pb-5">
        <a href={company.maps.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2">
          {t("map.open")}
        </a>
      </p>
    </section>
  );
}
