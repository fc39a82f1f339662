import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { globalHistory } from "@reach/router";
import { wrapPage } from "./src/components/layout/wrap-page";
import { warnAboutSavedLanguage } from "./src/components/layout/start-script";
import { hydrateInTransition } from "./src/components/layout/hydrate-in-transition";
import {
  isRevisit,
  landNewPage,
  letGatsbyRestoreScroll,
  scrollToAnchor,
} from "./src/components/layout/scroll-restoration";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  dropIndexHtml();
  warnAboutSavedLanguage();
  letGatsbyRestoreScroll();
};

// A page opened by its file's address (/en/index.html, as some old links and bookmarks have it)
// is served its HTML, but Gatsby's router knows it only as /en/: it would draw the language's
// 404 page over it, whose address pattern (/en/*) takes the file's address. The router is
// given the folder's address before it first draws (Gatsby's own correction of the address
// skips any address that a page's pattern takes; docs/architecture.md).
function dropIndexHtml() {
  const { pathname, search, hash } = window.location;
  if (!pathname.endsWith("/index.html")) return;
  void globalHistory.navigate(pathname.slice(0, -"index.html".length) + search + hash, { replace: true });
}

// Gatsby tells screen readers of each page reached by a link as "Navigated to <its h1>", in
// English whatever the page's language, and has no setting for it. In the same frame, after
// Gatsby has written it and before anything is read, the announcement becomes the page's h1 alone,
// in the page's language (docs/architecture.md, "The page announcement in the page's language").
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation) return;
  // Gatsby scrolls a new page to its anchor only when the page has it by then (and asks
  // shouldUpdateScroll below); one without it (an article's section, named otherwise in another
  // language) stayed where the last page was scrolled. It starts at its top, and goes to the anchor
  // should it come.
  if (location.hash && !document.getElementById(decodeURIComponent(location.hash.slice(1))))
    landNewPage(() => {
      if (scrollToAnchor(location.hash)) return true;
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return false;
    });
  requestAnimationFrame(() => {
    const announcer = document.getElementById("gatsby-announcer");
    const heading = document.querySelector("#gatsby-focus-wrapper h1")?.textContent || document.title;
    if (announcer) announcer.textContent = heading;
  });
};

// Gatsby 5 types this renderer with ReactDOM 17's render() overloads but calls it as (element, container).
export const replaceHydrateFunction = (() => hydrateInTransition) as unknown as GatsbyBrowser["replaceHydrateFunction"];

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => wrapPage({ element, props });

/**
 * A new page starts at the top, or at its anchor; the back and forward buttons return to the
 * saved position (a new history entry has none saved, so it reads 0). Scrolled here, instantly,
 * because Gatsby's own window.scrollTo would follow the smooth scroll-behavior of global.css.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  prevRouterProps,
  routerProps,
  getSavedScrollPosition,
}) => {
  // The page as first loaded: the browser has placed it (at the top, at its anchor, or where a
  // reload or back left it), and a position saved on an earlier visit does not apply.
  if (!prevRouterProps && !isRevisit()) return false;
  const { location } = routerProps;
  const [, top = 0] = getSavedScrollPosition(location) ?? [];
  landNewPage(() => {
    if (location.hash) return scrollToAnchor(location.hash);
    window.scrollTo({ top: Number(top) || 0, left: 0, behavior: "instant" });
    return true;
  });
  return false;
};
