import {
  createLead,
  eachSideBySide,
  peekLead,
  replaceLead,
  type LeadRecord,
} from "../../../src/forms/function/lead-store";
import { storeAnswering, testBlobs } from "./helpers";

// The scheduled runs' reading side by side: one record that fails never stops the others.

describe("eachSideBySide", () => {
  const items = Array.from({ length: 100 }, (_, i) => i);
  const failing = new Set([7, 40]);
  const work = (done: number[]) => async (item: number) => {
    await new Promise((resolve) => setTimeout(resolve, item === 40 ? 20 : item % 3));
    if (failing.has(item)) throw new Error(`item ${item}`);
    done.push(item);
  };

  it("hands each failure to `failed`, and works every other item", async () => {
    const done: number[] = [];
    const failed: string[] = [];
    await eachSideBySide(items, work(done), (_, err) => failed.push((err as Error).message));
    expect(done.sort((a, b) => a - b)).toEqual(items.filter((i) => !failing.has(i)));
    expect(failed.sort()).toEqual(["item 40", "item 7"]);
  });

  it("without `failed`, works every other item, then throws the first failure", async () => {
    const done: number[] = [];
    await expect(eachSideBySide(items, work(done))).rejects.toThrow("item 7");
    expect(done.sort((a, b) => a - b)).toEqual(items.filter((i) => !failing.has(i)));
  });
});

// @netlify/blobs takes any answer to a conditional write but 412 as the write made.
describe("a write the store refused", () => {
  const record = (reference: string) =>
    ({ reference, state: "pending", createdAt: "2026-12-06T00:00:00.000Z", attempts: [] }) as unknown as LeadRecord;

  it("is no new record: createLead throws, so the message is not taken as kept", async () => {
    const outage = await storeAnswering(403, 404);
    try {
      await expect(createLead(outage.store, record("Q-REFUSED1"))).rejects.toThrow(
        "the lead store did not keep Q-REFUSED1",
      );
    } finally {
      await outage.close();
    }
  });

  it("replaces nothing: replaceLead answers undefined, as when another version came first", async () => {
    const outage = await storeAnswering(403, 404);
    try {
      expect(await replaceLead(outage.store, record("Q-REFUSED2"), '"etag-1"')).toBeUndefined();
    } finally {
      await outage.close();
    }
  });

  it("a write the store made is kept as written: its ETag is answered", async () => {
    const { store } = await testBlobs();
    const kept = record(`Q-KEPT${Date.now()}`);
    expect(await createLead(store, kept)).toEqual(expect.any(String));
    expect(await peekLead(store, kept.reference)).toEqual(kept);
  });
});
