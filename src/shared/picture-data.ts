// A picture's files as a page's data carries them (ImageSharp's `picture` field, made by
// src/node/picture-field.ts from gatsby-plugin-image's gatsbyImageData). The image data names
// every file by its whole address and repeats each format's widths and `sizes`; here the folder,
// the name and the widths are said once, and the browser writes the addresses from them
// (docs/architecture.md, "Picture data said once").

export interface PictureData {
  readonly layout: string;
  /** Pixels for fixed and constrained pictures; for full-width ones, the ratio (width 1). */
  readonly width: number;
  readonly height: number;
  /** The picture's dominant colour, shown until its file has loaded. */
  readonly backgroundColor?: string | null;
  /** The folder of every file of the picture, "/static/<digest>/". */
  readonly folder: string;
  /** The files' name, without extension. */
  readonly name: string;
  /** Each file's width in pixels, in the order of each format's files. */
  readonly widths: readonly number[];
  /**
   * Each format: its extension, then the subfolder of its file at each width. The last format is
   * the <img>'s; the others are its <source>s, in order.
   */
  readonly formats: readonly (readonly string[])[];
  /** The <img>'s own file: an index in widths. */
  readonly src: number;
}

type Format = PictureData["formats"][number];

const fileAt = (picture: PictureData, [extension, ...folders]: Format, index: number) =>
  `${picture.folder}${folders[index]}/${picture.name}.${extension}`;

/** A format's srcset: each of its files with its width. */
export const srcSetOf = (picture: PictureData, format: Format): string =>
  picture.widths.map((width, index) => `${fileAt(picture, format, index)} ${width}w`).join(",");

/** A format's media type, as a <source> names it. */
export const typeOf = ([extension]: Format): string => `image/${extension === "jpg" ? "jpeg" : extension}`;

/** The <img>'s format and file, and the <source>s' formats. */
export function filesOf(picture: PictureData): { sources: readonly Format[]; fallback: Format; src: string } {
  const fallback = picture.formats[picture.formats.length - 1];
  return { sources: picture.formats.slice(0, -1), fallback, src: fileAt(picture, fallback, picture.src) };
}
