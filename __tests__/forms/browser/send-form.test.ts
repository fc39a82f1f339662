import { minFillMs } from "../../../src/forms/shared/forms";
import { checkAndSend } from "../../../src/forms/browser/send-form";
import { validBody } from "../function/helpers";

// A form's Send: refused fields never reach the function, and a person who sends
// sooner than the time trap allows is held until then instead of being dropped as a bot.

const { elapsedMs: _elapsed, ...input } = validBody;

function recordingSend() {
  const calls: { elapsedMs: number; at: number; sendId?: string }[] = [];
  const send = async (message: { elapsedMs: number; sendId?: string }) => {
    calls.push({ elapsedMs: message.elapsedMs, at: performance.now(), sendId: message.sendId });
    return { ok: true as const, reference: "C-TEST23" };
  };
  return { calls, send };
}

describe("checkAndSend", () => {
  it("holds a send made at once until the minimum fill time has passed, then sends it once", async () => {
    const { calls, send } = recordingSend();
    const shownAt = performance.now();
    const outcome = await checkAndSend({ input, shownAt }, send);
    expect(outcome).toEqual({ ok: true, reference: "C-TEST23" });
    expect(calls).toHaveLength(1);
    expect(calls[0].elapsedMs).toBeGreaterThanOrEqual(minFillMs);
    expect(calls[0].at - shownAt).toBeGreaterThanOrEqual(minFillMs);
  });

  it("sends at once when the visitor took longer than that", async () => {
    const { calls, send } = recordingSend();
    const started = performance.now();
    await checkAndSend({ input, shownAt: started - 10_000 }, send);
    expect(calls).toHaveLength(1);
    expect(calls[0].at - started).toBeLessThan(500);
    expect(calls[0].elapsedMs).toBeGreaterThanOrEqual(10_000);
  });

  it("sends nothing while a field is refused, and says which and why", async () => {
    const { calls, send } = recordingSend();
    const outcome = await checkAndSend({ input: { ...input, phone: "12 34" }, consent: false, shownAt: 0 }, send);
    expect(outcome).toEqual({
      ok: false,
      reason: "invalid_fields",
      problems: [
        { field: "phone", reason: "phoneDigits", limit: 6 },
        { field: "consent", reason: "consent" },
      ],
    });
    expect(calls).toHaveLength(0);
  });

  it("sends the same words again under the first Send's id, and other words under a new one", async () => {
    const { calls, send } = recordingSend();
    await checkAndSend({ input, shownAt: 0 }, send);
    await checkAndSend({ input, shownAt: 0 }, send);
    await checkAndSend({ input: { ...input, message: `${input.message} Also 2 pallets.` }, shownAt: 0 }, send);
    const [first, again, changed] = calls.map((c) => c.sendId);
    expect(first).toMatch(/^[\w-]{16,64}$/);
    expect(again).toBe(first);
    expect(changed).toMatch(/^[\w-]{16,64}$/);
    expect(changed).not.toBe(first);
  });

  it("passes on what the function answered", async () => {
    const outcome = await checkAndSend({ input, shownAt: 0 }, async () => ({ ok: false, reason: "mail_unavailable" }));
    expect(outcome).toEqual({ ok: false, reason: "mail_unavailable" });
  });
});
