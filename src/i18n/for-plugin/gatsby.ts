// What gatsby-plugin-react-i18next's browser code uses of gatsby (see src/node/plugin-imports.ts).
export { Link, navigate, withPrefix } from "gatsby";
