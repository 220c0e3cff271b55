// Memory under oversized request bodies: three parallel 900 MB bodies sent in chunks (no
// Content-Length) to the sign-in route, which anyone may call. The server's resident memory
// (with its child processes) is sampled while they are sent and read again two seconds after.
// Before bodies were counted as they are read, each was held whole: 3.77 GB at the peak, and
// 1.06 GB kept afterwards. Run alone: `NODE_ENV=production bun scripts/bench/bodies.ts` (embedded
// stores; `bun run bench` measures both modes, each on a database of its own).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "./server.ts";

export type BodiesResult = {
  bodies: number;
  bodyMb: number;
  statuses: number[];
  sentMb: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
};

const BODIES = 3;
const BODY_BYTES = 900 * 1024 * 1024;
const CHUNK = new Uint8Array(64 * 1024).fill(0x20);

export async function measureChunkedBodies(url: string, rssMb: () => number): Promise<BodiesResult> {
  const rssBeforeMb = rssMb();
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb())), 20);
  let sent = 0;
  const send = async () => {
    let mine = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (mine >= BODY_BYTES) return controller.close();
        mine += CHUNK.byteLength;
        sent += CHUNK.byteLength;
        controller.enqueue(CHUNK);
      },
    });
    try {
      const response = await fetch(`${url}/api/admin/login`, { method: "POST", headers: { "content-type": "application/json" }, body });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0; // the connection was cut before an answer came
    }
  };
  const statuses = await Promise.all(Array.from({ length: BODIES }, send));
  await Bun.sleep(2000);
  clearInterval(sampler);
  const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
  return { bodies: BODIES, bodyMb: mb(BODY_BYTES), statuses, sentMb: mb(sent), rssBeforeMb, rssPeakMb, rssAfterMb: rssMb() };
}

export function describeBodies(r: BodiesResult): string {
  return (
    `${r.bodies} parallel ${r.bodyMb} MB chunked bodies to /api/admin/login: answers ${r.statuses.join(", ")}, ${r.sentMb} MB sent in all before the connections were closed; ` +
    `server RSS (with its child processes) ${r.rssBeforeMb} MB before, ${r.rssPeakMb} MB at the peak, ${r.rssAfterMb} MB two seconds after`
  );
}

if (import.meta.main) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-bodies-"));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    console.log(describeBodies(await measureChunkedBodies(server.url, server.rssMb)));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
