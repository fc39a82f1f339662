import React from "react";
import { useT } from "../../hooks/use-t";
import { company } from "../../lib/facts";

// Simple glyphs (24 x 24) for the four networks.
const networks = {
  facebook: { name: "Facebook", d: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z" },
  instagram: { name: "Instagram", d: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" },
  linkedin: { name: "LinkedIn", d: "M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v2c1-1.5 2.5-2.3 4.3-2.3C21 8.7 22 10.5 22 14v7h-4v-6c0-1.7-.5-2.8-2-2.8s-2 1.1-2 2.8v6h-4z" },
  youtube: { name: "YouTube", d: "M22 8.2a3 3 0 0 0-2-2.1C18.2 5.6 12 5.6 12 5.6s-6.2 0-8 .5a3 3 0 0 0-2 2.1A31 31 0 0 0 1.6 12a31 31 0 0 0 .4 3.8 3 3 0 0 0 2 2.1c1.8.5 8 .5 8 .5s6.2 0 8-.5a3 3 0 0 0 2-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15.2V8.8l5.2 3.2z" },
} as const;

type Network = keyof typeof networks;

/**
 * The four social icons. A network whose address in company.json is still empty is shown as a
 * muted icon that is not a link, named "<network> (coming soon)", so nothing leads nowhere.
 */
export function SocialLinks() {
  const t = useT("common");
  const base = "inline-flex h-10 w-10 items-center justify-center rounded-full";
  return (
    <ul className="flex gap-2" aria-label={t("footer.socialHeading")}>
      {(Object.keys(networks) as Network[]).map((key) => {
        const { name, d } = networks[key];
        const url = company.social[key];
        const icon = (
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
            <path d={d} fill="currentColor" fillRule="evenodd" />
          </svg>
        );
        return (
          <li key={key}>
            {url ? (
              <a href={url} aria-label={name} rel="noopener noreferrer" className={`${base} bg-white/10 text-white hover:bg-accent-400 hover:text-brand-950`}>
                {icon}
              </a>
            ) : (
              <span role="img" aria-label={t("footer.comingSoon", { network: name })} title={t("footer.comingSoon", { network: name })} className={`${base} border border-white/30 text-brand-200`}>
                {icon}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
