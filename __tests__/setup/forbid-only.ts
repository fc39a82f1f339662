// In CI a committed `.only` would quietly skip every other test in its file (and fit /
// fdescribe likewise): refuse it there, as Playwright's forbidOnly does for the browser tests.

type Globals = Record<string, unknown>;

const refuse = () => {
  throw new Error("A focused test (.only, fit, fdescribe) is not allowed in CI: remove it before committing (it skips the other tests).");
};

export function forbidOnly(globals: Globals) {
  for (const name of ["it", "test", "describe"]) {
    const fn = globals[name] as { only?: unknown } | undefined;
    if (fn) fn.only = refuse;
  }
  for (const name of ["fit", "fdescribe"]) if (globals[name]) globals[name] = refuse;
}

if (process.env.CI) forbidOnly(globalThis as unknown as Globals);
