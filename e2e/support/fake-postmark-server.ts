import { startFakePostmark } from "./fake-postmark";

// Runs the fake Postmark as a process for the browser tests (a Playwright webServer):
//   npx tsx e2e/support/fake-postmark-server.ts <port>
const port = Number(process.argv[2] ?? process.env.FAKE_POSTMARK_PORT ?? 4999);
startFakePostmark(port).then((fake) => console.log(`fake Postmark listening on ${fake.url}`));
