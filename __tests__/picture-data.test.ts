import type { IGatsbyImageData } from "gatsby-plugin-image";
import { compactPicture } from "../src/node/picture-field";
import { filesOf, srcSetOf, typeOf } from "../src/shared/picture-data";

// Image data as gatsby-plugin-image 3.16 makes it for the service pages' hero (a constrained
// picture, AUTO/WebP/AVIF) and the home hero (full width, its ratio as width and height).
const folder = "/static/f3095bc0a0cf6bdf0597346717637a98";
const srcSet = (extension: string, files: [string, number][]) =>
  files.map(([subfolder, width]) => `${folder}/${subfolder}/ekspedisi-udara.${extension} ${width}w`).join(",\n");
const sizes = "(min-width: 720px) 720px, 100vw";
const serviceHero: IGatsbyImageData = {
  layout: "constrained",
  backgroundColor: "#d8e8f8",
  images: {
    fallback: {
      src: `${folder}/e9975/ekspedisi-udara.png`,
      srcSet: srcSet("png", [
        ["affa5", 360],
        ["e9975", 720],
        ["4a806", 1080],
      ]),
      sizes,
    },
    sources: [
      {
        srcSet: srcSet("avif", [
          ["e268c", 360],
          ["d152b", 720],
          ["48f75", 1080],
        ]),
        type: "image/avif",
        sizes,
      },
      {
        srcSet: srcSet("webp", [
          ["22e2a", 360],
          ["4da88", 720],
          ["984df", 1080],
        ]),
        type: "image/webp",
        sizes,
      },
    ],
  },
  width: 720,
  height: 480,
};

/** A srcset's files and widths, whatever separates them. */
const candidates = (set: string | undefined) => set?.split(/,\s*/) ?? [];

describe("picture data", () => {
  it("names the same files, in the same order, as the image data it is made from", () => {
    const picture = compactPicture(serviceHero);
    const { sources, fallback, src } = filesOf(picture);
    expect(src).toBe(serviceHero.images.fallback?.src);
    expect(candidates(srcSetOf(picture, fallback))).toEqual(candidates(serviceHero.images.fallback?.srcSet));
    expect(sources.map((format) => [typeOf(format), candidates(srcSetOf(picture, format))])).toEqual(
      serviceHero.images.sources?.map((source) => [source.type, candidates(source.srcSet)]),
    );
    expect(picture).toMatchObject({ layout: "constrained", width: 720, height: 480, backgroundColor: "#d8e8f8" });
  });

  it("says each folder once: under a third of the image data's bytes", () => {
    expect(JSON.stringify(compactPicture(serviceHero)).length).toBeLessThan(JSON.stringify(serviceHero).length / 3);
  });

  it("keeps a full-width picture's ratio and an <img> without sources", () => {
    const fullWidth: IGatsbyImageData = {
      layout: "fullWidth",
      width: 1,
      height: 0.5625,
      images: { fallback: { src: `${folder}/b8e2d/hero.png`, srcSet: `${folder}/b8e2d/hero.png 2560w` } },
    };
    const picture = compactPicture(fullWidth);
    expect(picture).toMatchObject({ layout: "fullWidth", width: 1, height: 0.5625, formats: [["png", "b8e2d"]] });
    expect(filesOf(picture)).toEqual({ sources: [], fallback: ["png", "b8e2d"], src: `${folder}/b8e2d/hero.png` });
  });

  it("stops on image data whose files it could not write back", () => {
    const otherName: IGatsbyImageData = {
      ...serviceHero,
      images: {
        ...serviceHero.images,
        fallback: { src: `${folder}/e9975/other.png`, srcSet: `${folder}/e9975/other.png 720w` },
      },
    };
    expect(() => compactPicture(otherName)).toThrow(/not all/);
    const otherWidths: IGatsbyImageData = {
      ...serviceHero,
      images: {
        ...serviceHero.images,
        fallback: { src: `${folder}/e9975/ekspedisi-udara.png`, srcSet: srcSet("png", [["e9975", 720]]) },
      },
    };
    expect(() => compactPicture(otherWidths)).toThrow(/different widths/);
    const srcOutside: IGatsbyImageData = {
      ...serviceHero,
      images: {
        ...serviceHero.images,
        fallback: { ...serviceHero.images.fallback!, src: `${folder}/00000/ekspedisi-udara.png` },
      },
    };
    expect(() => compactPicture(srcOutside)).toThrow(/not in its srcset/);
  });
});
