// The yardstick: each target's response exactly as a browser receives it (Accept-Encoding:
// br, gzip: the same compressed bytes, the same status and headers), answered from memory by
// a plain Bun.serve that does nothing else, in a process of its own (like the server's). No
// app can send those bytes faster on this machine, so the page's throughput over the twin's
// says how close the site comes to the limit. A second twin reads the two request headers a server
// that negotiates must read (Accept-Encoding, If-None-Match) and nothing else: what that read alone
// costs on this Bun (it copies the whole request's headers into a Headers object) is the part of the
// gap no code of the site's can close.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { processCpuMs } from "./server.ts";

export const BROWSER_ENCODING = "br, gzip";

export type Captured = { path: string; status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer> };

/** Headers the twin's own Bun.serve writes (or that described the transfer, not the content). */
const TRANSPORT = ["date", "content-length", "transfer-encoding", "connection", "keep-alive"];

/** The cached copy of a URL: visited until it comes with an ETag (a render is cached just after it is sent). */
export async function captureResponse(baseUrl: string, path: string): Promise<Captured> {
  const visit = () => fetch(baseUrl + path, { headers: { "accept-encoding": BROWSER_ENCODING }, decompress: false });
  let response = await visit();
  for (let i = 0; i < 100 && !response.headers.get("etag"); i++) {
    await response.arrayBuffer();
    await Bun.sleep(20);
    response = await visit();
  }
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !TRANSPORT.includes(name));
  return { path, status: response.status, headers, body };
}

const READS_HEADERS = "--reads-headers";

export type Twin = { url: string; cpuMs(): number; stop(): Promise<void> };

/** Starts the twin process serving these responses; `readsHeaders`: the twin that reads the request's headers. */
export async function startTwin(captured: Captured[], { readsHeaders = false } = {}): Promise<Twin> {
  const dir = mkdtempSync(join(tmpdir(), "bench-twin-"));
  captured.forEach((c, i) => {
    writeFileSync(join(dir, `${i}.body`), c.body);
    writeFileSync(join(dir, `${i}.json`), JSON.stringify({ path: c.path, status: c.status, headers: c.headers }));
  });
  writeFileSync(join(dir, "count"), String(captured.length));
  const proc = Bun.spawn(["bun", import.meta.path, dir, ...(readsHeaders ? [READS_HEADERS] : [])], { stdout: "pipe", stderr: "inherit" });
  const line = (await proc.stdout.getReader().read()).value;
  const url = new TextDecoder().decode(line).trim();
  if (!url.startsWith("http://")) throw new Error(`the twin did not start: ${url}`);
  return {
    url,
    cpuMs: () => processCpuMs(proc.pid),
    async stop() {
      proc.kill();
      await proc.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The twin process: `bun scripts/bench/twin.ts <dir>` prints its URL, then serves. */
if (import.meta.main) {
  const dir = process.argv[2]!;
  const readsHeaders = process.argv[3] === READS_HEADERS;
  // `reads`: what the header-reading twin does with what it read, so that no engine can drop the reads.
  const byPath = new Map<string, { status: number; headers: Headers; body: Uint8Array<ArrayBuffer>; reads: number }>();
  for (let i = 0; i < Number(readFileSync(join(dir, "count"), "utf8")); i++) {
    const meta = JSON.parse(readFileSync(join(dir, `${i}.json`), "utf8")) as Omit<Captured, "body">;
    byPath.set(meta.path, {
      status: meta.status,
      headers: new Headers(meta.headers),
      body: new Uint8Array(readFileSync(join(dir, `${i}.body`))),
      reads: 0,
    });
  }
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(request) {
      // The path without parsing the whole URL: the twin does the least a server can.
      const url = request.url;
      const found = byPath.get(url.slice(url.indexOf("/", url.indexOf("//") + 2)));
      if (!found) return new Response("Not found", { status: 404 });
      // Both, always (as the site does for a page that exists), whatever the first one says.
      if (readsHeaders) found.reads += (request.headers.get("if-none-match")?.length ?? 0) + (request.headers.get("accept-encoding")?.length ?? 0);
      return new Response(found.body, { status: found.status, headers: found.headers });
    },
  });
  console.log(`http://127.0.0.1:${server.port}`);
}
