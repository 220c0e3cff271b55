// The request line in JSON, written without pino: a cached page is answered in a few
// microseconds, and pino's object walk and a write per line cost about as much again (measured:
// 9-10 µs of server CPU per cached page became 16-17). Here a line is one template string added
// to a batch, and the batch is written every BATCH_MS. The line is what pino
// writes (src/platform/logger.ts): same level, time, pid and hostname fields, msg last.
import { hostname } from "node:os";

// A write per event-loop turn was still a pipe write (and a wake-up of its reader) for every few
// answers; lines wait at most this long, or until the batch is this big.
const BATCH_MS = 50;
const BATCH_CHARS = 64 * 1024;

export type RequestLine = (method: string, path: string, status: number, ms: number, bytes: number | undefined) => void;

/** Writes a batch of lines as one; `write` is the destination pino writes to. */
export function requestLines(write: (text: string) => void): { line: RequestLine; flush(): void } {
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  let batch = "";
  // The time as pino's isoTime writes it, made again only when the millisecond changes.
  let lastMs = 0;
  let time = "";
  let scheduled: Timer | undefined;
  const flush = () => {
    clearTimeout(scheduled);
    scheduled = undefined;
    if (batch === "") return;
    const text = batch;
    batch = "";
    write(text);
  };
  const line: RequestLine = (method, path, status, ms, bytes) => {
    const now = Date.now();
    if (now !== lastMs) {
      lastMs = now;
      time = new Date(now).toISOString();
    }
    batch += `{"level":"info","time":"${time}"${base},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms}${bytes === undefined ? "" : `,"bytes":${bytes}`},"msg":"request"}\n`;
    if (batch.length > BATCH_CHARS) flush();
    else scheduled ??= setTimeout(flush, BATCH_MS);
  };
  return { line, flush };
}
