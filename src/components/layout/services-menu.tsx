import React, { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { Icon } from "../icon";
import type { IconName } from "../../shared/icon-names";
import type { NavService } from "./nav-service";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { interpolateFacts } from "../../shared/facts";
import { localizedPath, pagePaths, servicePath, serviceSlugOfPath } from "../../shared/routes";
import { tools } from "../tools";
import { Chevron } from "./chevron";
import { useEscape } from "./use-escape";

interface Props {
  services: readonly NavService[];
  originalPath: string;
  linkClass: string;
}

type Opener = "hover" | "focus" | "click";

/**
 * The Services item of the main navigation. From lg up a link to /services/ plus a disclosure
 * button (WAI-ARIA "disclosure navigation menu with top-level links"): opens on mouse hover, on
 * keyboard focus of the link, or by the button; closes on Esc (focus back to the button), when
 * focus or a hovering mouse leaves, or when a service is chosen. The list is in the HTML: until
 * the scripts run (or without them) CSS opens it while the item is hovered or holds focus. Below
 * lg, in the menu panel, the list is always shown under the link, without the button.
 */
export function ServicesMenu({ services, originalPath, linkClass }: Props) {
  const { t } = useTranslation("common");
  const language = useI18next().language;
  // Undefined in the server HTML and during hydration: CSS opens the menu until then.
  const [open, setOpen] = useState<boolean>();
  const opener = useRef<Opener>("click");
  const pointerDown = useRef(false);
  const wrapper = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const show = (by: Opener) => {
    opener.current = by;
    setOpen(true);
  };
  const escape = useCallback(() => {
    setOpen(false);
    if (wrapper.current?.contains(document.activeElement)) button.current?.focus();
  }, []);
  useEscape(!!open, escape);
  useEffect(() => {
    // A menu CSS holds open as the scripts take over stays open, until the pointer or focus leaves.
    opener.current = "hover";
    setOpen(wrapper.current!.matches(":hover,:focus-within"));
  }, []);
  const mouse = (e: React.PointerEvent) => e.pointerType === "mouse";
  return (
    <li
      ref={wrapper}
      className="group relative flex items-center max-lg:block"
      onPointerEnter={(e) => mouse(e) && show("hover")}
      onPointerLeave={(e) => mouse(e) && opener.current === "hover" && setOpen(false)}
      onBlur={(e) => !wrapper.current?.contains(e.relatedTarget as Node | null) && setOpen(false)}
    >
      <Link
        to={localizedPath(pagePaths.services, language)}
        // On a service page the link marks the section the page is in.
        aria-current={
          originalPath === pagePaths.services ? "page" : serviceSlugOfPath(originalPath) ? "true" : undefined
        }
        className={linkClass}
        onPointerDown={() => (pointerDown.current = true)}
        onFocus={() => (pointerDown.current ? (pointerDown.current = false) : show("focus"))}
      >
        {t("nav.services")}
      </Link>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="services-menu"
        aria-label={t("nav.servicesMenu")}
        className="inline-flex h-9 w-7 items-center justify-center rounded-md max-lg:hidden"
        // A mouse click on a menu the hover opened keeps it open; keyboard and touch toggle it.
        onClick={(e) =>
          e.detail > 0 && open && opener.current === "hover"
            ? (opener.current = "click")
            : open
              ? setOpen(false)
              : show("click")
        }
      >
        <Chevron className={`h-4 w-4${open ? " rotate-180" : ""}`} />
      </button>
      {/* Below lg both boxes give way (display: contents), so the lists lie in the menu panel under the link, shown whatever the state. */}
      <div
        id="services-menu"
        data-closed-at-first=""
        className={`absolute left-1/2 top-full w-[26rem] -translate-x-1/2 pt-2 max-lg:contents ${open ? "" : open === false ? "hidden" : "hidden lg:group-focus-within:block lg:group-hover:block"}`}
      >
        {/* A border, not a ring, so the open card keeps its edge over the page in forced colours, which drop box shadows. */}
        <div className="rounded-xl bg-white p-2 text-left shadow-xl border border-brand-900/10 max-lg:contents lg:max-h-[calc(100dvh-4.5rem)] lg:overflow-y-auto lg:[--focus-ring:var(--color-brand-600)]">
          <ul>
            {services.map((s) => (
              <li key={s.slug}>
                <Link
                  to={localizedPath(servicePath(s.slug), language)}
                  aria-current={originalPath === servicePath(s.slug) ? "page" : undefined}
                  onClick={() => setOpen(false)}
                  // Forced colours drop the background that marks the page's own service: an underline marks it there.
                  className="flex gap-3 rounded-lg p-3 hover:bg-brand-50 aria-[current]:bg-brand-50 forced-colors:aria-[current=page]:underline max-lg:items-center"
                >
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon name={s.icon as IconName} className="h-5 w-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-brand-900">{s.navTitle}</span>
                    <span className="hidden text-sm text-slate-600 lg:block">
                      {interpolateFacts(s.summary, language)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {/* The tools sit on their service pages far below the first screen: a link straight to each. */}
          <p
            id="services-menu-tools"
            className="mt-1 border-t border-brand-100 px-3 pb-1 pt-3 text-sm font-semibold uppercase tracking-wide text-slate-600"
          >
            {t("tools.heading")}
          </p>
          <ul aria-labelledby="services-menu-tools" className="grid gap-x-1 lg:grid-cols-2">
            {tools.map((tool) => (
              <li key={tool.key}>
                <Link
                  to={localizedPath(tool.path, language)}
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-2 rounded-lg px-3 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50 lg:py-2"
                >
                  <Icon name={tool.icon} className="h-4 w-4 shrink-0 text-brand-700" />
                  {t(`tools.${tool.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
