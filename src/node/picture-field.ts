import type { IGatsbyImageData } from "gatsby-plugin-image";
import { typeOf, type PictureData } from "../shared/picture-data";

// ImageSharp's `picture` field: the image data of gatsbyImageData, with the same arguments, in
// the shape of src/shared/picture-data.ts, so a page's data names each folder once.

const fileAddress = /^(.*\/)([^/]+)\/([^/]+)\.([a-z0-9]+)$/;

interface File {
  folder: string;
  subfolder: string;
  name: string;
  extension: string;
}

function fileOf(address: string): File {
  const match = fileAddress.exec(address);
  if (!match) throw new Error(`a picture's file is not at /<folder>/<subfolder>/<name>.<extension>: ${address}`);
  const [, folder, subfolder, name, extension] = match;
  return { folder, subfolder, name, extension };
}

/** A srcset's files and widths ("<address> <width>w", comma-separated). */
function candidatesOf(srcSet: string): { address: string; file: File; width: number }[] {
  return srcSet.split(/,\s*/).map((candidate) => {
    const [address, width] = candidate.trim().split(/\s+/);
    if (!/^\d+w$/.test(width ?? "")) throw new Error(`a srcset names no width for ${address}: ${srcSet}`);
    return { address, file: fileOf(address), width: Number(width.slice(0, -1)) };
  });
}

/**
 * The image data in the shape of PictureData. Stops (throws) when its files do not share one
 * folder and name, its formats not the same widths, or a source's type is not its files' format:
 * the browser could not write the same addresses back.
 */
export function compactPicture(data: IGatsbyImageData): PictureData {
  const { fallback, sources = [] } = data.images;
  if (!fallback?.srcSet || !fallback.src) throw new Error("a picture without a fallback <img> srcset");
  const sets: { srcSet: string; type?: string }[] = [...sources, { srcSet: fallback.srcSet }];
  const candidates = sets.map((set) => candidatesOf(set.srcSet));
  const [{ file: first }] = candidates[0];
  const widths = candidates[0].map((c) => c.width);
  const formats = candidates.map((files, index) => {
    const extension = files[0].file.extension;
    const format = [extension, ...files.map((c) => c.file.subfolder)];
    const type = sets[index].type;
    if (type && type !== typeOf(format)) throw new Error(`a <source> of type ${type} has ${extension} files`);
    for (const { file } of files)
      if (file.folder !== first.folder || file.name !== first.name || file.extension !== extension)
        throw new Error(`a picture's files are not all ${first.folder}*/${first.name}.${extension}`);
    if (files.map((c) => c.width).join() !== widths.join())
      throw new Error(`a picture's formats have different widths: ${sets[index].srcSet}`);
    return format;
  });
  const picture: PictureData = {
    layout: data.layout,
    width: data.width,
    height: data.height,
    backgroundColor: data.backgroundColor,
    folder: first.folder,
    name: first.name,
    widths,
    formats,
    src: candidates[candidates.length - 1].findIndex(({ address }) => address === fallback.src),
  };
  if (picture.src < 0) throw new Error(`a picture's <img> src is not in its srcset: ${fallback.src}`);
  return picture;
}

type Resolve = (source: unknown, args: unknown, context: unknown, info: unknown) => Promise<unknown> | unknown;

/** What this reads of the GraphQL schema createResolvers is given (graphql-js's own types). */
interface Schema {
  getType(name: string):
    | {
        getFields?(): Record<
          string,
          { args: readonly { name: string; type: object; defaultValue?: unknown }[]; resolve?: unknown }
        >;
      }
    | null
    | undefined;
}

/** The field for createResolvers: gatsbyImageData's arguments and resolver, its result as PictureData. */
export function pictureField(schema: Schema) {
  const imageData = schema.getType("ImageSharp")?.getFields?.().gatsbyImageData;
  if (!imageData?.resolve) throw new Error("ImageSharp has no gatsbyImageData field (gatsby-transformer-sharp)");
  const resolve = imageData.resolve as Resolve;
  return {
    type: "PictureData",
    args: Object.fromEntries(
      imageData.args.map((arg) => [arg.name, { type: String(arg.type), defaultValue: arg.defaultValue }]),
    ),
    resolve: async (...args: Parameters<Resolve>) => {
      const data = (await resolve(...args)) as IGatsbyImageData | null;
      return data && compactPicture(data);
    },
  };
}
