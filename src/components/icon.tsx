import React from "react";
import type { SpriteIconName } from "../shared/site-icon-names";

// The sprite's URL, e.g. "/static/icons-1a2b3c4d.svg". gatsby-node renders the sprite from
// icon-drawings.tsx and gives its hashed name to every webpack stage (the HTML build and the
// browser bundle) as this constant (onCreateWebpackConfig, webpack's DefinePlugin). That is the
// simplest way that keeps both in step: the browser gets neither the drawings nor
// react-dom/server to hash them itself, and no query adds the name to every page's data.
declare const __ICON_SPRITE_URL__: string;

type Props = { name: SpriteIconName; className?: string } & Omit<React.SVGAttributes<SVGSVGElement>, "name">;

/**
 * A decorative icon from the sprite; the text next to it carries the meaning. The class sets
 * the size and the colour (the line icons draw in currentColor; the logo keeps its own). The
 * header's logo, menu and chevron icons stay inline, as they must show at first paint without a
 * request.
 */
export function Icon({ name, className = "h-6 w-6", ...attributes }: Props) {
  return (
    // width and height: the drawing's own 24 px until the stylesheet sizes it (the class wins).
    // Without them an icon is 300 x 150 px while a page's full stylesheet is on its way
    // (src/ssr/first-screen-css.tsx), and pushes into the first screen from below it.
    <svg width="24" height="24" className={className} aria-hidden="true" {...attributes}>
      <use href={`${__ICON_SPRITE_URL__}#${name}`} />
    </svg>
  );
}
