// What gatsby-plugin-react-i18next's browser code uses of outdent (see src/node/plugin-imports.ts
// and docs/architecture.md, "The plugin's outdent"): the tag that lays out its one console
// message about a page without translations, instead of the whole package (options, caching) on
// every page. It keeps outdent's default behaviour: the first line's indentation is taken off
// every line, and the newlines just inside the backticks are dropped.
export default function outdent(strings: readonly string[], ...values: unknown[]): string {
  const indentation = /^\r?\n([ \t]*)/.exec(strings[0])?.[1].length ?? 0;
  const lineStart = new RegExp(`(\\r?\\n)[ \\t]{0,${indentation}}`, "g");
  const last = strings.length - 1;
  return strings
    .map((part, i) => {
      let text = part.replace(lineStart, "$1");
      if (i === 0) text = text.replace(/^\r?\n/, "");
      if (i === last) text = text.replace(/\r?\n[ \t]*$/, "");
      return i < last ? text + String(values[i]) : text;
    })
    .join("");
}
