import realOutdent from "outdent";
import outdent from "../src/i18n/for-plugin/outdent";

// The plugin calls the tag through Babel's loose tagged-template helper: an array of the strings
// with the same array as its raw strings.
type Tag = (strings: readonly string[], ...values: unknown[]) => string;
const call = (tag: Tag, strings: string[], ...values: unknown[]) =>
  tag(Object.assign([...strings], { raw: strings }), ...values);

describe("the outdent tag given to gatsby-plugin-react-i18next", () => {
  it("lays out the plugin's missing-translations message as outdent does", () => {
    const strings = [
      '\n      No translations were found in "',
      '" key for "',
      '". \n      You need to add a graphql query to every page like this:\n      \n      export const query = graphql`\n        query($language: String!) {\n          ',
      ": allLocale(language: {eq: $language}) {\n            edges {\n              node {\n                ns\n              }\n            }\n          }\n        }\n      `;\n      ",
    ];
    const values = ["locales", "/dev-404-page/", "locales"];
    const ours = call(outdent, strings, ...values);
    expect(ours).toBe(call(realOutdent as unknown as Tag, strings, ...values));
    expect(ours.startsWith('No translations were found in "locales" key for "/dev-404-page/".')).toBe(true);
    expect(ours).toContain("\n  query($language: String!) {\n    locales: allLocale");
    expect(ours.endsWith("`;")).toBe(true);
  });

  it("leaves a line without indentation and the values' own text alone", () => {
    for (const tag of [outdent, realOutdent as unknown as Tag]) {
      expect(call(tag, ["\n  a ", "\n  b\n"], "x\n    y")).toBe("a x\n    y\nb");
      expect(call(tag, ["one line"])).toBe("one line");
    }
  });
});
