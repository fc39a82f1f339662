// Runs at the end of every built page's body, as an inline script (built by
// src/node/inline-scripts.ts): adds the page's scripts once its largest picture (the one marked
// fetchpriority="high") is decoded and a frame showing it has been drawn, or right after the
// first frame on pages without one, and after a time limit at the latest. They run in the given
// order (async = false). Why: src/ssr/page-scripts.tsx.

/** The scripts to add, in the order they must run. */
declare const __SCRIPT_SOURCES__: readonly string[];
/** Longest wait for the picture (slow or failing network, background tab), in ms. */
declare const __START_TIMEOUT_MS__: number;

let started = false;

function start() {
  if (started) return;
  started = true;
  for (const source of __SCRIPT_SOURCES__) {
    const script = document.createElement("script");
    script.src = source;
    script.async = false;
    document.body.appendChild(script);
  }
}

const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
// decode() is missing in browsers too old to have it: those start after the first frame.
const picture = document.querySelector<HTMLImageElement>("img[fetchpriority=high]");
(picture?.decode ? picture.decode() : Promise.resolve()).then(afterFrame, afterFrame);
setTimeout(start, __START_TIMEOUT_MS__);

export {};
