// For code a page needs soon but not to show its first screen (the quote dialog, the calculator):
// fetched after the load event, when the browser is idle, so it never competes with the page.

/** Calls load once the page has loaded and the browser has nothing better to do. */
export function whenIdleAfterLoad(load: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(load, { timeout: 5000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(load, 2000);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancel();
  };
}
