// What gatsby-plugin-react-i18next's browser code uses of react-i18next (see src/node/plugin-imports.ts).
export { I18nextProvider, useTranslation } from "react-i18next";
