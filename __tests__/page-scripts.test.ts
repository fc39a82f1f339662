import { scriptsAfterFirstPaint } from "../src/node/inline-scripts";
import { scriptStartTimeoutMs } from "../src/ssr/page-scripts";

const sources = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];

/**
 * Runs the inline loader against a fake document whose largest picture decodes when told to,
 * with requestAnimationFrame and timers under the test's control.
 */
function page(options: { picture: "decodes" | "fails" | "none" }) {
  const added: { src: string; async: boolean }[] = [];
  let decoded: (() => void) | undefined;
  let failed: ((e: Error) => void) | undefined;
  const picture = {
    decode: () =>
      new Promise<void>((resolve, reject) => {
        decoded = resolve;
        failed = reject;
      }),
  };
  const frames: (() => void)[] = [];
  const document = {
    querySelector: (selector: string) =>
      selector === "img[fetchpriority=high]" && options.picture !== "none" ? picture : null,
    // Like the DOM: a script made by createElement is async unless told otherwise.
    createElement: () => ({ src: "", async: true }),
    body: { appendChild: (e: { src: string; async: boolean }) => added.push({ ...e }) },
  };
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  new Function("document", "requestAnimationFrame", scriptsAfterFirstPaint(sources))(document, requestAnimationFrame);
  return {
    added,
    decode: () => decoded?.(),
    fail: () => failed?.(new Error("EncodingError")),
    drawFrame: () => frames.splice(0).forEach((f) => f()),
  };
}

/** Lets resolved promises run their callbacks. */
const settle = () =>
  new Promise((resolve) => jest.requireActual<typeof import("timers")>("timers").setImmediate(resolve));

/** Lets the page's promises settle, draws a frame, then runs what the frame queued. */
async function nextFrame(p: ReturnType<typeof page>) {
  await settle();
  p.drawFrame();
  jest.advanceTimersByTime(0);
}

describe("scripts after first paint", () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ["setImmediate"] }));
  afterEach(() => jest.useRealTimers());

  it("adds nothing until the largest picture is decoded and a frame has been drawn, then the scripts to run in order", async () => {
    const p = page({ picture: "decodes" });
    await settle();
    p.drawFrame();
    jest.advanceTimersByTime(10);
    expect(p.added).toEqual([]);

    p.decode();
    await settle();
    expect(p.added).toEqual([]);
    p.drawFrame();
    expect(p.added).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(p.added).toEqual(sources.map((src) => ({ src, async: false })));
  });

  it("starts after the first frame on a page without a high-priority picture", async () => {
    const p = page({ picture: "none" });
    await nextFrame(p);
    expect(p.added.map((s) => s.src)).toEqual(sources);
  });

  it("starts when the picture cannot be decoded", async () => {
    const p = page({ picture: "fails" });
    p.fail();
    await nextFrame(p);
    expect(p.added.map((s) => s.src)).toEqual(sources);
  });

  it("starts after the time limit when the picture never arrives or no frame is drawn (background tab)", () => {
    const p = page({ picture: "decodes" });
    jest.advanceTimersByTime(scriptStartTimeoutMs - 1);
    expect(p.added).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(p.added.map((s) => s.src)).toEqual(sources);
  });

  it("adds each script once, however many of its triggers fire", async () => {
    const p = page({ picture: "decodes" });
    p.decode();
    await nextFrame(p);
    jest.advanceTimersByTime(scriptStartTimeoutMs);
    expect(p.added).toHaveLength(sources.length);
  });
});
