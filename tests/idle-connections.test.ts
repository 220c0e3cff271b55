// Connections that send a request's headers and a few bytes of its body, then nothing: on the
// real server (`bun src/main.ts`), the long routes (the restore, the pages' video upload) answer
// an anonymous or badly-signed one at once and close it, so no client can hold the server's
// file descriptors by opening idle uploads; a signed-in one may still go quiet longer than the
// listener's idle timeout (10 s) while the server works.
import { beforeAll, describe, expect, test } from "bun:test";
import { connect, type Socket } from "node:net";
import { PAGE_VIDEO_UPLOAD_PATH } from "../client/contract/page-media.ts";
import { RESTORE_CONFIRM_HEADER, RESTORE_CONFIRM_WORD } from "../client/contract/safety.ts";
import { RESTORE_PATH } from "../src/platform/backup/routes.ts";
import { serverProcesses } from "./support/server-process.ts";
import { until } from "./support/until.ts";

const servers = serverProcesses("idle-connections");

/** Bun's default idle timeout for a listener, which src/main.ts keeps. */
const IDLE_TIMEOUT_MS = 10_000;

type Held = { socket: Socket; received: () => string; closed: () => boolean };

/** A raw connection that sends a POST's headers (a large body declared) and `start` of the body. */
function openUpload(port: number, path: string, headers: Record<string, string>, start = "0123456789"): Held {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  let closed = false;
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  socket.on("close", () => (closed = true));
  const lines = Object.entries({ host: "127.0.0.1", "content-length": String(100 * 1024 * 1024), ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  socket.write(`POST ${path} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n${start}`);
  return { socket, received: () => received, closed: () => closed };
}

describe("idle uploads", () => {
  // One server for both tests: each holds its own connections and closes them.
  let site: Awaited<ReturnType<typeof servers.start>>;
  beforeAll(async () => {
    site = await servers.start(await servers.env(), { forFile: true });
  }, 240_000);

  test("200 anonymous or badly-signed uploads that go quiet are each answered 401 and closed, and pages answer meanwhile", async () => {
    const form = { "content-type": "multipart/form-data; boundary=x" };
    const forged = { authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.forged" };
    const held = Array.from({ length: 200 }, (_, i) => {
      const headers = i % 2 ? forged : {};
      return i % 4 < 2
        ? openUpload(site.port, RESTORE_PATH, { ...headers, [RESTORE_CONFIRM_HEADER]: RESTORE_CONFIRM_WORD })
        : openUpload(site.port, PAGE_VIDEO_UPLOAD_PATH, { ...headers, ...form });
    });
    try {
      const page = await fetch(`${site.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("</html>");
      // Well beyond the idle timeout: the old server answered the restores but never closed them.
      await until(() => held.every((connection) => connection.closed()), { what: "every idle upload closed", timeout: 3 * IDLE_TIMEOUT_MS });
      for (const connection of held) expect(connection.received()).toStartWith("HTTP/1.1 401");
    } finally {
      for (const connection of held) connection.socket.destroy();
    }
  }, 240_000);

  test("a signed-in restore may go quiet longer than the idle timeout, and is answered once its body arrives", async () => {
    const token = await servers.signIn(site.url);
    const body = "not a backup archive";
    const upload = openUpload(
      site.port,
      RESTORE_PATH,
      { authorization: `Bearer ${token}`, [RESTORE_CONFIRM_HEADER]: RESTORE_CONFIRM_WORD, "content-length": String(body.length) },
      body.slice(0, 5),
    );
    try {
      // Quiet for longer than the idle timeout (the one fixed wait: what is tested is that nothing happens in it).
      await Bun.sleep(IDLE_TIMEOUT_MS + 5_000);
      expect(upload.closed()).toBe(false);
      upload.socket.write(body.slice(5));
      await until(() => upload.received().includes("\r\n\r\n"), { what: "the restore's answer", timeout: 30_000 });
      expect(upload.received()).toStartWith("HTTP/1.1 400");
    } finally {
      upload.socket.destroy();
    }
  }, 240_000);
});
