// The browser UI colour (theme-color, manifest): the brand's darkest blue, as in global.css.
export const themeColor = "#0b2a4d";
