import { createNoticeStore } from "../../../src/forms/browser/notices-store";
import { noticeRules } from "../../../src/forms/browser/notices";

// The notices' store (what forms call; sonner only draws what it lists): adding, closing by itself after the rules'
// duration, holding while hovered or focused, closing by hand, and the stack limit.

const rules = { durationMs: 4000, maxVisible: 3 } as const;
const titles = (store: ReturnType<typeof createNoticeStore>, region = "page") => store.list(region).map((n) => n.title);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("the site's rules: 4000 ms, as the original site's notices", () => {
  expect(noticeRules.durationMs).toBe(4000);
});

test("adds success and error notices to a region, oldest first, and tells subscribers", () => {
  const store = createNoticeStore(rules);
  const listener = jest.fn();
  const unsubscribe = store.subscribe(listener);
  store.success("Success!", "Sent");
  store.error("Error", "Fill in all fields", "dialog");
  expect(store.list("page")).toEqual([
    expect.objectContaining({ kind: "success", title: "Success!", description: "Sent" }),
  ]);
  expect(store.list("dialog")).toEqual([expect.objectContaining({ kind: "error", title: "Error" })]);
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
  store.success("Again");
  expect(listener).toHaveBeenCalledTimes(2);
});

test("a success its confirmation tells is a success shown like any, marked not to be read out; others are read", () => {
  const store = createNoticeStore(rules);
  store.confirmed("Success!", "Sent");
  store.success("Message received", "Reference C-ABC234");
  expect(store.list("page")).toEqual([
    expect.objectContaining({ kind: "success", title: "Success!", unspoken: true }),
    expect.objectContaining({ kind: "success", title: "Message received" }),
  ]);
  expect(store.list("page")[1].unspoken).toBeUndefined();
  jest.advanceTimersByTime(rules.durationMs);
  expect(store.list("page")).toEqual([]);
});

test("the list is the same array until it changes (useSyncExternalStore needs that)", () => {
  const store = createNoticeStore(rules);
  expect(store.list("page")).toBe(store.list("page"));
  store.success("A");
  const before = store.list("page");
  expect(store.list("page")).toBe(before);
  store.success("B");
  expect(store.list("page")).not.toBe(before);
});

test("a notice closes by itself after durationMs", () => {
  const store = createNoticeStore(rules);
  store.success("A");
  jest.advanceTimersByTime(2000);
  store.success("B");
  jest.advanceTimersByTime(1999);
  expect(titles(store)).toEqual(["A", "B"]);
  jest.advanceTimersByTime(1);
  expect(titles(store)).toEqual(["B"]);
  jest.advanceTimersByTime(2000);
  expect(titles(store)).toEqual([]);
});

test("holding a region pauses its notices' time; letting go resumes with the time that was left", () => {
  const store = createNoticeStore(rules);
  store.error("A", undefined, "dialog");
  store.success("Elsewhere");
  jest.advanceTimersByTime(3000);
  store.hold("dialog", "hover", true);
  jest.advanceTimersByTime(60_000);
  expect(titles(store, "dialog")).toEqual(["A"]);
  // Only the held region waits.
  expect(titles(store)).toEqual([]);
  store.hold("dialog", "hover", false);
  jest.advanceTimersByTime(999);
  expect(titles(store, "dialog")).toEqual(["A"]);
  jest.advanceTimersByTime(1);
  expect(titles(store, "dialog")).toEqual([]);
});

test("hover and focus both hold: time runs again only when neither does", () => {
  const store = createNoticeStore(rules);
  store.error("A");
  store.hold("page", "hover", true);
  store.hold("page", "focus", true);
  store.hold("page", "hover", false);
  jest.advanceTimersByTime(10_000);
  expect(titles(store)).toEqual(["A"]);
  store.hold("page", "focus", false);
  jest.advanceTimersByTime(4000);
  expect(titles(store)).toEqual([]);
});

test("a notice added while its region is held waits until it is let go", () => {
  const store = createNoticeStore(rules);
  store.success("First");
  store.hold("page", "focus", true);
  store.success("Second");
  jest.advanceTimersByTime(10_000);
  expect(titles(store)).toEqual(["First", "Second"]);
  store.hold("page", "focus", false);
  jest.advanceTimersByTime(4000);
  expect(titles(store)).toEqual([]);
});

test("closing by hand removes the notice and its timer; closing the last one lets the region go", () => {
  const store = createNoticeStore(rules);
  const a = store.success("A");
  store.success("B");
  store.close(a);
  expect(titles(store)).toEqual(["B"]);
  store.close(a); // twice is harmless
  store.hold("page", "focus", true);
  store.close(store.list("page")[0].id);
  expect(titles(store)).toEqual([]);
  // The focus that held the region went with the closed notice: a new one closes on time.
  store.success("C");
  jest.advanceTimersByTime(4000);
  expect(titles(store)).toEqual([]);
  expect(jest.getTimerCount()).toBe(0);
});

test("a hold left on an empty region does not hold the next notice (no pointerleave comes once the notice under the pointer is gone)", () => {
  const store = createNoticeStore(rules);
  store.close(store.error("Swiped"));
  // The pointer entered the closing notice during its exit animation; the notice was then removed under it.
  store.hold("page", "hover", true);
  store.error("Again");
  jest.advanceTimersByTime(4000);
  expect(titles(store)).toEqual([]);
  // A pointer resting where the next notice appears holds it again, as it should.
  store.error("Under the pointer");
  store.hold("page", "hover", true);
  jest.advanceTimersByTime(10_000);
  expect(titles(store)).toEqual(["Under the pointer"]);
});

test("at most maxVisible notices: the oldest closes when another comes", () => {
  const store = createNoticeStore(rules);
  for (const title of ["1", "2", "3", "4"]) store.error(title);
  expect(titles(store)).toEqual(["2", "3", "4"]);
  expect(jest.getTimerCount()).toBe(3);
});

test("a new Send closes the region's error notices and keeps its success notices and other regions' errors", () => {
  const store = createNoticeStore(rules);
  store.success("Success!");
  store.error("Missing fields");
  store.error("Dialog error", undefined, "dialog");
  store.closeErrors("page");
  expect(titles(store)).toEqual(["Success!"]);
  expect(titles(store, "dialog")).toEqual(["Dialog error"]);
});

test("a failure (a message not sent) stays until closed, held or not, and a new Send's closing of errors takes it", () => {
  const store = createNoticeStore(rules);
  store.failure("Not sent", "Write to us instead");
  store.error("Missing fields");
  jest.advanceTimersByTime(4000);
  expect(store.list("page")).toEqual([expect.objectContaining({ kind: "error", title: "Not sent" })]);
  store.hold("page", "hover", true);
  store.hold("page", "hover", false);
  jest.advanceTimersByTime(24 * 60 * 60 * 1000);
  expect(titles(store)).toEqual(["Not sent"]);
  expect(jest.getTimerCount()).toBe(0);
  store.closeErrors("page");
  expect(titles(store)).toEqual([]);
});
