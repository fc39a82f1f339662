import { swipesOut } from "../../../src/forms/browser/missed-swipes";

// The rule by which the notices' region finishes a swipe sonner missed (missed-swipes.ts): sonner's own,
// 45 px or faster than 0.11 px/ms towards an allowed edge. The browser test "on a busy phone a quick
// swipe still closes the notice" checks it closes the notice in a real Chromium.

const corner = ["bottom", "right"] as const;

test("45 px towards an allowed edge swipes out, however slowly", () => {
  expect(swipesOut({ dx: 45, dy: 3, ms: 2000 }, corner)).toBe(true);
  expect(swipesOut({ dx: 2, dy: 60, ms: 2000 }, corner)).toBe(true);
});

test("a shorter move swipes out only when quick (a flick)", () => {
  expect(swipesOut({ dx: 30, dy: 0, ms: 2000 }, corner)).toBe(false);
  expect(swipesOut({ dx: 30, dy: 0, ms: 100 }, corner)).toBe(true);
  expect(swipesOut({ dx: 11, dy: 0, ms: 100 }, corner)).toBe(false);
});

test("towards an edge the corner does not touch, nothing is swiped out", () => {
  expect(swipesOut({ dx: -150, dy: 0, ms: 100 }, corner)).toBe(false);
  expect(swipesOut({ dx: 0, dy: -150, ms: 100 }, corner)).toBe(false);
  expect(swipesOut({ dx: -150, dy: 0, ms: 100 }, ["top", "left"])).toBe(true);
});

test("the axis is the one moved along most; a press without a move is no swipe", () => {
  // Mostly sideways to the left (not allowed), though 40 px down.
  expect(swipesOut({ dx: -60, dy: 40, ms: 100 }, corner)).toBe(false);
  expect(swipesOut({ dx: 0, dy: 0, ms: 0 }, corner)).toBe(false);
});
