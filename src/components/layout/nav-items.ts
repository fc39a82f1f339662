import { pagePaths } from "../../shared/routes";

/** The main navigation, in order; labels are common:nav.<key>. */
export const navItems = [
  { key: "home", path: pagePaths.home },
  { key: "services", path: pagePaths.services },
  { key: "about", path: pagePaths.about },
  { key: "contact", path: pagePaths.contact },
] as const;
