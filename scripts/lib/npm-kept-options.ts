// `npm run leads list --pending`, typed without the `--` that hands what follows to the script:
// npm takes --pending as its own setting, gives it to the script only as npm_config_pending
// ("true", or the value typed with =) and hands it the words alone, so the script would run as if
// the option had not been typed.

export interface KeptOption {
  name: string;
  /** What npm set it to: "true", or the value typed after `=`. */
  value: string;
}

/**
 * The script's options npm kept for itself. npm sets some of its own on every run with an empty
 * value (npm_config_yes=""): only one with a value was typed.
 */
export const keptByNpm = (
  options: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): KeptOption[] =>
  options.flatMap((name) => {
    const value = env[`npm_config_${name}`];
    return value ? [{ name, value }] : [];
  });

/** What to tell whoever typed them: the options npm kept, and the command typed with the `--`. */
export const keptByNpmProblem = (kept: readonly KeptOption[], before: string, typed: string) =>
  `npm kept ${kept.map(({ name }) => `--${name}`).join(", ")} for itself: put -- before the ${before}, as in ${typed}`;
