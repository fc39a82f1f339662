import { eachSideBySide } from "../../../src/forms/function/lead-store";

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
