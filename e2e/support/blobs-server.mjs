// A Netlify Blobs server (the package's own BlobsServer, files in a folder) as a process of
// its own, for tests and the leads command: in plain Node because the server's dependencies
// are ES modules only, which jest's CommonJS runtime cannot load.
//   node e2e/support/blobs-server.mjs <directory> <token> [port]
// Prints one line of JSON with the port once it listens; stops on SIGTERM.
import { BlobsServer } from "@netlify/blobs/server";

const [directory, token, port] = process.argv.slice(2);
const server = new BlobsServer({ directory, token, port: port ? Number(port) : undefined });
const started = await server.start();
process.stdout.write(`${JSON.stringify({ port: started.port })}\n`);
process.on("SIGTERM", () => {
  server.stop().finally(() => process.exit(0));
});
