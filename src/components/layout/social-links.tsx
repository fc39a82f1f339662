import React from "react";
import { useTranslation } from "react-i18next";
import { company } from "../../shared/facts";
import { Icon } from "../icon";

// The four networks' names (brands, the same in every language); their glyphs are in the icon
// sprite under the same keys (src/node/icon-drawings.tsx).
const networks = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
} as const;

type Network = keyof typeof networks;

/**
 * The four social icons. A network whose address in company.json is still empty is shown as a
 * muted icon that is not a link, named "<network> (coming soon)", so nothing leads nowhere.
 */
export function SocialLinks() {
  const { t } = useTranslation("common");
  const base = "inline-flex h-10 w-10 items-center justify-center rounded-full";
  return (
    <ul className="flex gap-2" aria-label={t("footer.socialHeading")}>
      {(Object.keys(networks) as Network[]).map((key) => {
        const name = networks[key];
        const url = company.social[key];
        const icon = <Icon name={key} className="h-5 w-5" />;
        return (
          <li key={key}>
            {url ? (
              <a
                href={url}
                aria-label={name}
                rel="noopener noreferrer"
                className={`${base} bg-white/10 text-white hover:bg-accent-400 hover:text-brand-950`}
              >
                {icon}
              </a>
            ) : (
              <span
                role="img"
                aria-label={t("footer.comingSoon", { network: name })}
                title={t("footer.comingSoon", { network: name })}
                className={`${base} border border-white/30 text-brand-200`}
              >
                {icon}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
