import { randomUUID } from "crypto";
import { existsSync, readFileSync } from "fs";
import path from "path";
import type { Store } from "@netlify/blobs";
import { leadStore } from "../../src/forms/function/lead-store";

const root = path.resolve(__dirname, "../..");

export interface OpenedLeadStore {
  store: Store;
  where: string;
  /** The live site's store, through Netlify's API: what is sent from it is sent as the site sends. */
  live: boolean;
  close(): Promise<void>;
}

/**
 * The lead store netlify dev keeps in its sandbox (.netlify/blobs-serve/, or LEADS_BLOBS_DIR),
 * under the site id it uses there (a linked site's id, else "unlinked"), served by the package's
 * own Blobs server; netlify dev may run at the same time.
 */
export async function openLocalLeadStore(): Promise<OpenedLeadStore> {
  const directory = path.resolve(root, process.env.LEADS_BLOBS_DIR || ".netlify/blobs-serve");
  // A folder named and missing is a mistyped one: as an empty store it would say no message is waiting.
  if (process.env.LEADS_BLOBS_DIR && !existsSync(directory))
    throw new Error(`LEADS_BLOBS_DIR names ${directory}, which does not exist: no store is there.`);
  const statePath = path.join(root, ".netlify", "state.json");
  const linked = existsSync(statePath)
    ? (JSON.parse(readFileSync(statePath, "utf8")) as { siteId?: string }).siteId
    : undefined;
  const { BlobsServer } = await import("@netlify/blobs/server");
  const serverToken = randomUUID();
  const server = new BlobsServer({ directory, token: serverToken });
  const { port } = await server.start();
  const store = leadStore({ url: `http://127.0.0.1:${port}`, siteID: linked ?? "unlinked", token: serverToken });
  return {
    store,
    where: `local store ${path.relative(root, directory) || directory}`,
    live: false,
    close: () => server.stop(),
  };
}
