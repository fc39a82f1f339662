import { createServer, type Server } from "http";
import type { AddressInfo } from "net";
import { describeSendError, resolveDelivery } from "../../../src/forms/function/mail-sender";
import { postmarkEnv } from "./helpers";

// docs/security.md: "No log line contains the visitor's email or phone: an address in Postmark's
// answer ... is logged as <address>". Postmark's answer to a send names its recipient ("To"),
// and the acknowledgement's recipient is the visitor. An answer the mailer cannot confirm (a
// 200 without a MessageID, or with an ErrorCode) is logged with its body
// ("send-contact-email: Q-... acknowledgement not sent: Postmark answered without a MessageID: ...").

let server: Server;
let host: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      res.writeHead(200, { "Content-Type": "application/json" });
      // Accepted-looking, but no MessageID to record.
      res.end(JSON.stringify({ To: body.To, SubmittedAt: new Date().toISOString(), ErrorCode: 0, Message: "OK" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("an answer without a MessageID is logged without the visitor's address it names", async () => {
  const delivery = resolveDelivery(postmarkEnv(host), () => undefined);
  if (delivery.kind !== "postmark") throw new Error("expected Postmark settings");
  const failure = await delivery.mailer
    .send({
      to: "siti.aminah@example.co.id",
      replyTo: "sales@lintasbatam.example",
      subject: "Pesan Anda C-7K4M2P telah diterima",
      text: "...",
      html: "<p>...</p>",
      stream: "acknowledgements",
      tag: "acknowledgement",
      reference: "C-7K4M2P",
    })
    .then(
      () => undefined,
      (err: unknown) => err,
    );
  expect(failure).toBeDefined();
  const line = describeSendError(failure);
  expect(line).toMatch(/^Postmark answered without a MessageID/);
  expect(line).not.toContain("siti.aminah@example.co.id");
});

it("an answer cut to its first 200 characters leaves no part of an address at the cut", async () => {
  const delivery = resolveDelivery(postmarkEnv(host), () => undefined);
  if (delivery.kind !== "postmark") throw new Error("expected Postmark settings");
  // '{"To":"' and the local part end at character 199: the cut falls right after the @.
  const local = `siti.${"a".repeat(187)}`;
  const failure = await delivery.mailer
    .send({
      to: `${local}@example.co.id`,
      subject: "Pesan Anda C-7K4M2P telah diterima",
      text: "...",
      html: "<p>...</p>",
      stream: "acknowledgements",
      tag: "acknowledgement",
    })
    .then(
      () => undefined,
      (err: unknown) => err,
    );
  const line = describeSendError(failure);
  expect(line).toMatch(/^Postmark answered without a MessageID: \{"To":"<address>"/);
  expect(line).not.toContain("siti.aaa");
});
