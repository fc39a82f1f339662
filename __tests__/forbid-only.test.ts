import { spawnSync } from "child_process";
import path from "path";
import { forbidOnly } from "./setup/forbid-only";

const root = path.resolve(__dirname, "..");

describe("a committed .only", () => {
  it("throws from it.only, test.only, describe.only, fit and fdescribe once forbidden", () => {
    const globals: Record<string, any> = { it: () => undefined, test: () => undefined, describe: () => undefined, fit: () => undefined, fdescribe: () => undefined };
    for (const name of ["it", "test", "describe"]) globals[name].only = () => undefined;
    forbidOnly(globals);
    for (const call of [globals.it.only, globals.test.only, globals.describe.only, globals.fit, globals.fdescribe]) {
      expect(() => call("x", () => undefined)).toThrow(/not allowed in CI/);
    }
  });

  // The real jest with this project's config, on a file that has a .only.
  const runFixture = (ci: boolean) =>
    spawnSync(process.execPath, [require.resolve("jest/bin/jest"), "--ci", "--rootDir", root, "--roots", "<rootDir>/__tests__/fixtures/only", "--testMatch", "**/*.fixture.ts"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, CI: ci ? "true" : "" },
    });

  it("fails the jest run in CI, naming the reason", () => {
    const run = runFixture(true);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("A focused test (.only, fit, fdescribe) is not allowed in CI");
  }, 60_000);

  it("is allowed outside CI, for focusing while working", () => {
    expect(runFixture(false).status).toBe(0);
  }, 60_000);
});
