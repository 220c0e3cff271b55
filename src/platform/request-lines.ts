// The request line in JSON, written without pino: a cached page is answered in a few
// microseconds, and pino's object walk and a write per line cost about as much again (measured:
// 9-10 µs of server CPU per cached page became 16-17). Even as one template string a line cost
// the cached answer more than half again of its own time in a CPU profile under wrk (bun
// --cpu-prof, 2026-11-27): the string, two JSON.stringify calls, then the destination measuring
// and encoding each batch to UTF-8 again and again (sonic-boom's string mode). Here the part of a
// line that only the method, path and status decide is made once and kept; each line copies it
// with the time and the ms into a batch of bytes, and the batch goes to the destination as it is,
// every BATCH_MS. The line is what pino writes (src/platform/logger.ts): same level, time, pid and
// hostname fields, msg last.
import { hostname } from "node:os";

// A write per event-loop turn was still a pipe write (and a wake-up of its reader) for every few
// answers; lines wait at most this long, or until the batch is this big.
const BATCH_MS = 50;
const BATCH_BYTES = 64 * 1024;

/**
 * One answer's line. `started` is when the request came, a performance.now() time: the line reads
 * the clock once, for both how long the answer took (ms) and the line's time.
 */
export type RequestLine = (method: string, path: string, status: number, started: number, bytes: number | undefined) => void;

/** Text that goes between JSON quotes as it is: printable ASCII without `"` or `\`. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
const inside = (text: string) => (PLAIN.test(text) ? text : JSON.stringify(text).slice(1, -1));
// The middles kept: the paths a site answers again and again (its pages, its lists). Made-up paths
// would grow the memo; past this many it starts again.
const MAX_MIDDLES = 2000;
// A number in a line takes at most this many characters (a size of 2^53, a time in ms).
const NUMBER_CHARS = 24;

/** How long an answer took, in ms to a tenth. */
export const tookMs = (started: number, now: number) => Math.round((now - started) * 10) / 10;

/** Writes a batch of lines as one; `write` is the destination pino writes to, taking bytes. */
export function requestLines(write: (bytes: Uint8Array) => void): { line: RequestLine; flush(): void } {
  const start = Buffer.from('{"level":"info","time":"');
  const bytesField = Buffer.from(',"bytes":');
  const end = Buffer.from(',"msg":"request"}\n');
  const base = `","pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  // Everything between the time and the ms of one method, path and status, made once: on a busy
  // site nearly every line is one of a few hundred. Kept by path: a path is answered with one
  // method and status nearly always, and a line of another is made afresh (and kept instead).
  const middles = new Map<string, { method: string; status: number; bytes: Buffer }>();
  const middle = (method: string, path: string, status: number) => {
    const kept = middles.get(path);
    if (kept && kept.status === status && kept.method === method) return kept.bytes;
    if (middles.size >= MAX_MIDDLES) middles.clear();
    const bytes = Buffer.from(`${base},"method":"${inside(method)}","path":"${inside(path)}","status":${status},"ms":`);
    middles.set(path, { method, status, bytes });
    return bytes;
  };

  let batch = Buffer.allocUnsafe(BATCH_BYTES);
  let at = 0;
  // The wall clock from the monotonic one, set again for each batch (a clock read costs some
  // 100 ns on a virtual machine); the time as pino's isoTime writes it, made when the ms changes.
  let offset = 0;
  let lastMs = 0;
  // The line's start with its time, one piece: one copy fewer per line (each copy of a few bytes
  // into the batch is a call of some tens of ns).
  let head = Buffer.alloc(0);
  let scheduled: Timer | undefined;

  const flush = () => {
    clearTimeout(scheduled);
    scheduled = undefined;
    if (at === 0) return;
    const full = batch.subarray(0, at);
    batch = Buffer.allocUnsafe(BATCH_BYTES);
    at = 0;
    write(full);
  };
  const put = (bytes: Uint8Array) => {
    batch.set(bytes, at);
    at += bytes.length;
  };
  const number = (value: number) => {
    const text = String(value);
    for (let i = 0; i < text.length; i++) batch[at++] = text.charCodeAt(i);
  };

  const line: RequestLine = (method, path, status, started, bytes) => {
    const now = performance.now();
    if (at === 0) offset = Date.now() - now;
    const wall = Math.floor(offset + now);
    if (wall !== lastMs) {
      lastMs = wall;
      head = Buffer.concat([start, Buffer.from(new Date(wall).toISOString())]);
    }
    const between = middle(method, path, status);
    const room = head.length + between.length + bytesField.length + end.length + 2 * NUMBER_CHARS;
    if (at + room > batch.length) {
      flush();
      if (room > batch.length) batch = Buffer.allocUnsafe(room);
    }
    put(head);
    put(between);
    number(tookMs(started, now));
    if (bytes !== undefined) {
      put(bytesField);
      number(bytes);
    }
    put(end);
    scheduled ??= setTimeout(flush, BATCH_MS);
  };
  return { line, flush };
}
