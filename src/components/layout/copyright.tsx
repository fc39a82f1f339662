import React, { useEffect, useState } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { useTranslation } from "react-i18next";
import { company } from "../../shared/facts";

/**
 * "© <year> <company>": the static HTML carries the build year and the first client render uses
 * the same (no hydration mismatch); after hydration it shows the visitor's current year.
 */
export function Copyright() {
  const { t } = useTranslation("common");
  const { site } = useStaticQuery<Queries.BuildYearQuery>(graphql`
    query BuildYear {
      site {
        buildTime(formatString: "YYYY")
      }
    }
  `);
  const [year, setYear] = useState(String(site?.buildTime ?? ""));
  useEffect(() => setYear(String(new Date().getFullYear())), []);
  return <p data-testid="copyright">{t("footer.copyright", { year, company: company.legalName })}</p>;
}
