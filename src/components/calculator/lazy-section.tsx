import React, { useEffect, useRef, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { wordSpace, type LanguageCode } from "../../shared/languages";
import { escapeHtml } from "../../shared/escape-html";
import type { Tool } from "../tools";

// The interactive parts far below a service page's first screen (the freight calculator, the
// customs estimator) are in neither the page's JavaScript nor its page-data, for the budgets
// (docs/architecture.md, "The lazy loaders"): their code and their strings
// (content/locales/<language>/<ns>.json) load when the visitor comes within about a screen of
// them, on a keyboard user's Tab, or at once when the address names their anchor. Until then
// their space is kept (global.css), so nothing below them moves. Without scripts they
// never come: the space gives way to a line saying so, with a link to the page's quote form.

export interface LazyPart<P> {
  /** The strings' namespace, which is also the section's id and names its placeholder (data-<anchor>-pending). */
  ns: "calculator" | "estimator";
  /** The class that keeps the part's height at each width in a language, the same as the part's own (global.css). */
  space: "calculator-space" | "estimator-space";
  /** The part's code and its strings in `language`. */
  load: (language: LanguageCode) => Promise<[ComponentType<P>, unknown]>;
}

interface Loaded {
  language: LanguageCode;
  Part: ComponentType<never>;
  strings: unknown;
}

// Once loaded, a part is shown at once when its page is opened again, so going back to the
// page restores the scroll position over a page of its full height.
const loadedBefore = new Map<string, Loaded>();

/** What the page says in the part's place without scripts, from the part's own strings. */
function withoutScripts(
  ns: LazyPart<never>["ns"],
  strings: { withoutScripts: string; toQuoteForm: string },
  language: LanguageCode,
): string {
  return (
    `<style>#${ns}{min-height:0}</style>` +
    `<p class="mx-auto max-w-3xl px-4 py-8 text-brand-900" data-needs-scripts="">${escapeHtml(strings.withoutScripts)}${wordSpace(language)}` +
    `<a href="#quote" class="font-semibold underline underline-offset-2">${escapeHtml(strings.toQuoteForm)}</a></p>`
  );
}

interface Props<P> {
  part: LazyPart<P>;
  props: P;
  /** Which tool it is: its name (common:tools.<tool>) heads its place until it comes. */
  tool: Tool["key"];
}

export function LazySection<P extends object>({ part, props, tool }: Props<P>) {
  const { i18n, t } = useTranslation("common");
  const language = i18n.language;
  const key = `${part.ns}:${language}`;
  const placeholder = useRef<HTMLDivElement>(null);
  // Empty on the server and on a page's first load, so hydration matches the server's placeholder.
  const [state, setLoaded] = useState<Loaded | null>(() => loadedBefore.get(key) ?? null);
  const loaded = state?.language === language ? state : null;
  // A link to the part's anchor (a hero's tool link) focused the placeholder: the part's heading
  // takes the focus over when it replaces it, so keyboard and screen-reader users stay there.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!loaded || !focusHeading.current) return;
    focusHeading.current = false;
    document
      .getElementById(part.ns)
      ?.querySelector<HTMLElement>("[data-section-focus]")
      ?.focus({ preventScroll: true });
  }, [loaded, part.ns]);

  useEffect(() => {
    if (loaded) return;
    let live = true;
    let started = false;
    // A failed download (a moment offline) leaves the visitor before an empty box: it is asked
    // for again after a pause that doubles each time, or when the browser is back online, and
    // loads if the visitor is still near.
    let pauseMs = 2000;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const askAgain = () => {
      clearTimeout(retry);
      near.disconnect();
      linkedTo();
      if (placeholder.current) near.observe(placeholder.current);
    };
    const start = () => {
      if (started) return;
      started = true;
      part.load(language).then(
        ([Part, strings]) => {
          const l = { language, Part: Part as ComponentType<never>, strings };
          loadedBefore.set(key, l);
          if (!live) return;
          focusHeading.current = !!placeholder.current && document.activeElement === placeholder.current;
          setLoaded(l);
        },
        () => {
          started = false;
          if (!live) return;
          retry = setTimeout(askAgain, pauseMs);
          pauseMs = Math.min(pauseMs * 2, 60_000);
        },
      );
    };
    // A link to the part's anchor (a tool link) asks for the part: it loads at once, not only
    // when the observer reports the browser's scroll to the anchor, which it did not always do.
    const linkedTo = () => window.location.hash === `#${part.ns}` && start();
    linkedTo();
    window.addEventListener("hashchange", linkedTo);
    const near = new IntersectionObserver(([entry]) => entry?.isIntersecting && start(), { rootMargin: "800px 0px" });
    if (placeholder.current) near.observe(placeholder.current);
    // A keyboard user's Tab asks for it too: focus scrolls the page only as far as the focused
    // link, so a quick Tab could pass the part's place before the part had come.
    const tabbed = (event: KeyboardEvent) => event.key === "Tab" && start();
    window.addEventListener("keydown", tabbed);
    window.addEventListener("online", askAgain);
    return () => {
      live = false;
      clearTimeout(retry);
      window.removeEventListener("hashchange", linkedTo);
      window.removeEventListener("keydown", tabbed);
      window.removeEventListener("online", askAgain);
      near.disconnect();
    };
  }, [language, loaded, key, part]);

  // Holds the part's place (its id for links, its height at each width) until it is here.
  if (!loaded) {
    return (
      <div
        ref={placeholder}
        id={part.ns}
        className={`${part.space} bg-brand-50`}
        {...{ [`data-${part.ns}-pending`]: "" }}
      >
        {/* Screen readers list it among the page's headings before the visitor is near it; the part's own replaces it. */}
        <h2 className="sr-only">{t(`tools.${tool}`)}</h2>
        <noscript
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            // Written while the page is built: neither the page's data nor its scripts carry these strings.
            __html:
              process.env.BUILD_STAGE === "build-html"
                ? withoutScripts(
                    part.ns,
                    // eslint-disable-next-line @typescript-eslint/no-require-imports -- only the pages' build reads it
                    require(`../../../content/locales/${language}/${part.ns}.json`),
                    language as LanguageCode,
                  )
                : "",
          }}
        />
      </div>
    );
  }
  // The strings join the page's i18next instance (a new one for every page visited), so the
  // part's components use useTranslation(<ns>) like any other.
  if (!i18n.hasResourceBundle(language, part.ns)) i18n.addResourceBundle(language, part.ns, loaded.strings as object);
  const Part = loaded.Part as unknown as ComponentType<P>;
  return <Part {...props} />;
}
