// What the server tells its operator. Passed in, so tests can capture what a request logs instead
// of printing it (tests/support/logger.ts). The process's own logger is pino: a JSON object per
// line (time, level, msg and the fields given) for a log collector, or readable lines in
// development. Both write through an asynchronous destination, so a line costs the request no
// write to wait for; the request line is written apart (src/platform/request-lines.ts).
import pino from "pino";
import pretty from "pino-pretty";
import type { LogLevel } from "./config.ts";
import { requestLines, tookMs, type RequestLine } from "./request-lines.ts";

/** Facts that go with a line as fields of their own, for a collector to filter on. */
export type LogFields = Record<string, string | number | boolean | undefined>;

export type Logger = {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
};

/** The process's logger, with what only the process needs. */
export type ProcessLogger = Logger & {
  /**
   * Text as it is, not a log line: for what a person must read whole, as it stands (the first
   * start's admin login, README "Run it"). Goes out in order with the lines before it.
   */
  print(text: string): void;
  /** The line for one answer (src/platform/http/request-log.ts), an info line `msg: "request"`. */
  request: RequestLine;
  /** Writes what is still buffered and stops: for the process to exit after. */
  close(): Promise<void>;
};

/**
 * `readable`: lines for a person at a terminal (development); otherwise JSON lines. Info goes to
 * stdout, warnings and errors to stderr, as a terminal user and a supervisor both expect.
 */
export function processLogger({ level, readable }: { level: LogLevel; readable: boolean }): ProcessLogger {
  const out = writer(1, level, readable);
  const err = writer(2, level, readable);
  // Lines that come after close (a request still answering as the process stops) are dropped.
  let open = true;
  // JSON request lines go out as bytes, straight to the destination (request-lines.ts); readable ones through pino.
  const requests = readable ? undefined : requestLines((bytes) => open && out.bytes(bytes));
  const logsRequests = out.log.isLevelEnabled("info");
  return {
    // Request lines still in their batch go first, to keep the lines in order.
    info: (message, fields) => {
      requests?.flush();
      out.log.info(fields ?? {}, message);
    },
    warn: (message, fields) => err.log.warn(fields ?? {}, message),
    error: (message, error, fields) => err.log.error(error === undefined ? (fields ?? {}) : { ...fields, err: error }, message),
    print: (text) => out.text(text),
    request: !logsRequests
      ? () => {}
      : requests
        ? requests.line
        : (method, path, status, started, bytes) => out.log.info({ method, path, status, ms: tookMs(started, performance.now()), bytes }, "request"),
    close: async () => {
      requests?.flush();
      open = false;
      await Promise.all([out.close(), err.close()]);
    },
  };
}

function writer(fd: number, level: LogLevel, readable: boolean) {
  // JSON lines are handed over as bytes (sonic-boom's buffer mode): in its string mode it measures
  // and encodes every batch of request lines again on each write (request-lines.ts).
  const destination = pino.destination({ dest: fd, sync: false, ...(!readable && { contentMode: "buffer" as const }) });
  // (sonic-boom's types name only strings; its buffer mode takes bytes.)
  const bytes = (chunk: Uint8Array) => void (destination.write as unknown as (chunk: Uint8Array) => boolean).call(destination, chunk);
  const text = readable ? (line: string) => void destination.write(line) : (line: string) => bytes(Buffer.from(line));
  const stream = readable ? pretty({ destination, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname", singleLine: true }) : { write: text };
  const options = {
    level,
    // The level's name and an ISO time: what an operator reads without a lookup table.
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  const log = pino(options, stream);
  // The last lines may still be on their way through the prettifier, then in the destination.
  // A line logged after (a request still answering as the process stops) is dropped, not thrown.
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= new Promise<void>((resolve) => {
      log.level = "silent";
      destination.once("close", resolve);
      if ("end" in stream) stream.end();
      else destination.end();
    }));
  return { log, close, text, bytes };
}

/** For the command-line tools, which talk to a person: the message, its fields after it. */
export const consoleLogger: Logger = {
  info: (message, fields) => console.log(message, ...extra(fields)),
  warn: (message, fields) => console.warn(message, ...extra(fields)),
  error: (message, error, fields) => console.error(message, error ?? "", ...extra(fields)),
};

const extra = (fields: LogFields | undefined) => (fields ? [fields] : []);
