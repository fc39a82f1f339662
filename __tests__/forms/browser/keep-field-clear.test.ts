import { clearanceNeeded } from "../../../src/forms/browser/keep-field-clear";

// How far a focused field must scroll up so the notices no longer cover it.

const rect = (top: number, bottom: number, left = 0, right = 390) => ({ top, bottom, left, right });

test("a field under the notices at the foot of a phone's screen moves up above them, with a gap", () => {
  expect(clearanceNeeded(rect(700, 744), [rect(690, 780)])).toBe(744 - 690 + 8);
});

test("the highest of several covering notices counts (a stacked deck)", () => {
  expect(clearanceNeeded(rect(700, 744), [rect(690, 780), rect(676, 760)])).toBe(744 - 676 + 8);
});

test("a field the notices do not cover stays where it is", () => {
  expect(clearanceNeeded(rect(200, 244), [rect(690, 780)])).toBe(0);
  // Beside the deck on a desktop: no horizontal overlap.
  expect(clearanceNeeded(rect(700, 744, 100, 600), [rect(690, 780, 900, 1256)])).toBe(0);
  expect(clearanceNeeded(rect(700, 744), [])).toBe(0);
});
