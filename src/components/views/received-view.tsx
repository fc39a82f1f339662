import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { PageHero } from "./page-hero";
import { localizedPath, pagePaths } from "../../shared/routes";
import { primaryButtonClass } from "../../forms/browser/button-class";
import { referencePattern } from "../../shared/references";
import { ReceivedSteps } from "../../forms/shared/received-steps";

// The received page of the site's first forms, kept for addresses already given out: a form
// sent without scripts now lands on the function's own received page (docs/forms.md). The
// address carries the message's reference (?ref=Q-7K4M2P) and nothing personal; the static page
// shows the reference once its scripts have read it.

function useReference(): string | undefined {
  const [reference, setReference] = useState<string>();
  useEffect(() => {
    const ref = new URLSearchParams(window.location.search).get("ref") ?? "";
    if (referencePattern.test(ref)) setReference(ref);
  }, []);
  return reference;
}

export function ReceivedView() {
  const { t } = useTranslation("formPages");
  const language = useI18next().language;
  const reference = useReference();
  return (
    <>
      <PageHero title={t("received.title")} />
      <section aria-labelledby="next-title" className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl px-4">
          <ReceivedSteps
            reference={reference}
            text={(key, variables) => t(key, { ns: "formResults", ...variables })}
            headingLevel="h2"
            headingId="next-title"
          />
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to={localizedPath(pagePaths.home, language)} className={primaryButtonClass}>
              {t("received.home")}
            </Link>
            <Link
              to={localizedPath(pagePaths.services, language)}
              className="inline-flex items-center font-semibold text-brand-800 underline underline-offset-2"
            >
              {t("received.services")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
