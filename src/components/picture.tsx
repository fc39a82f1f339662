import React from "react";
import { graphql } from "gatsby";
import { filesOf, srcSetOf, typeOf, type PictureData } from "../shared/picture-data";

// Renders the image data gatsby-plugin-image makes at build time (the page queries' picture
// field: AVIF, WebP and a fallback at several widths, src/shared/picture-data.ts) as a plain <picture>.
// The GatsbyImage component would show the same files, but it ships browser code (a
// react-dom/server chunk for lazy hydration, an object-fit polyfill, its loader) and inline
// scripts in every page; a static picture needs none of that (docs/architecture.md, "Pictures
// without GatsbyImage").

interface Props {
  image: PictureData;
  /** Translated description of the picture. */
  alt: string;
  /** "eager" only for pictures in the first screen; lazy ones are also decoded off the main thread. */
  loading?: "eager" | "lazy";
  /** The page's largest picture (its LCP element): fetched before other images. */
  highPriority?: boolean;
  /** Fill the positioned parent and crop (object-fit: cover), as behind the home hero's text. */
  cover?: boolean;
  /** How wide the picture is shown (see views/image-sizes.ts). */
  sizes: string;
  /** Classes for the <img>. */
  className?: string;
}

// React 18 does not know fetchPriority and warns about the camel-cased prop; the lowercase
// attribute passes through unchanged.
const highPriorityAttribute = { fetchpriority: "high" } as Record<string, string>;

export function Picture({
  image,
  alt,
  sizes,
  loading = "lazy",
  highPriority = false,
  cover = false,
  className = "",
}: Props) {
  const { fallback, sources, src } = filesOf(image);
  // Full-width data is only a ratio (width 1); fixed and constrained data has pixel sizes,
  // which become width/height so the browser reserves the space before the file arrives.
  const pixelSize = image.layout !== "fullWidth";
  const style: React.CSSProperties = {
    // The picture's dominant colour shows until the file has loaded.
    backgroundColor: image.backgroundColor ?? undefined,
    ...(pixelSize ? {} : { aspectRatio: `${image.width} / ${image.height}` }),
  };
  const fill = cover ? "absolute inset-0 h-full w-full object-cover" : "";
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source[0]} type={typeOf(source)} srcSet={srcSetOf(image, source)} sizes={sizes} />
      ))}
      <img
        src={src}
        srcSet={srcSetOf(image, fallback)}
        sizes={sizes}
        width={pixelSize ? Math.round(image.width) : undefined}
        height={pixelSize ? Math.round(image.height) : undefined}
        alt={alt}
        loading={loading}
        decoding={loading === "lazy" ? "async" : undefined}
        {...(highPriority ? highPriorityAttribute : {})}
        className={`${fill} ${className}`.trim()}
        style={style}
      />
    </picture>
  );
}

/**
 * For a page's Head: a preload of its largest picture's AVIF files with the same sizes as the
 * <picture>, so the browser fetches it while it reads the head instead of after the markup
 * above it. Browsers without AVIF skip it (the type) and use the <picture>'s WebP as before.
 */
export function PicturePreload({ image, sizes }: { image: PictureData; sizes: string }) {
  const avif = image.formats.find(([extension]) => extension === "avif");
  if (!avif) return null;
  return (
    <link
      rel="preload"
      as="image"
      type="image/avif"
      imageSrcSet={srcSetOf(image, avif)}
      imageSizes={sizes}
      {...highPriorityAttribute}
    />
  );
}

/** A GraphQL fragment: Gatsby finds it in the source, the page queries that use it name it. @public */
export const query = graphql`
  fragment PictureFiles on PictureData {
    layout
    width
    height
    backgroundColor
    folder
    name
    widths
    formats
    src
  }
`;
