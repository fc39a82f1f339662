/** Flags that keep Chromium from hanging on a closed network (see STACK.md): the browser tests and the benchmark use them. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
