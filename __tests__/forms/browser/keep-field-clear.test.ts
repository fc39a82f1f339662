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

test("the reason under a field moves up clear of the notices with it", () => {
  expect(clearanceNeeded(rect(600, 644), [rect(690, 780)], rect(648, 700), 80)).toBe(700 - 690 + 8);
  // The field is clear and so is its reason: nothing moves.
  expect(clearanceNeeded(rect(400, 444), [rect(690, 780)], rect(448, 500), 80)).toBe(0);
});

test("on a short screen the reason is cleared only as far as the field's top may rise", () => {
  // 400% zoom, 256 px high, the header scrolled away (scroll padding 16 px): the notice from 148
  // down, the field at 91-133 and its reason to 177. Both fit above the notice: the field rises to 54.
  expect(clearanceNeeded(rect(91, 133), [rect(148, 240)], rect(137, 177), 16)).toBe(177 - 148 + 8);
  // Under a fixed header (80 px): the field rises to 88, just below it, and its reason shows in part.
  expect(clearanceNeeded(rect(120, 162), [rect(148, 240)], rect(166, 206), 80)).toBe(120 - 80 - 8);
  // The field itself always moves clear of the notice, even if that takes it under the edge.
  expect(clearanceNeeded(rect(90, 132), [rect(120, 240)], rect(136, 176), 80)).toBe(132 - 120 + 8);
});
