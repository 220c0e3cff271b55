import type { LogFields, Logger } from "../../src/platform/logger.ts";

/** A Logger that keeps what it was told, for tests that expect warnings or errors; fields as JSON after the message. */
export function captureLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const extra = (fields: LogFields | undefined) => (fields ? ` ${JSON.stringify(fields)}` : "");
  return {
    lines,
    info: (message, fields) => void lines.push(`info: ${message}${extra(fields)}`),
    warn: (message, fields) => void lines.push(`warn: ${message}${extra(fields)}`),
    error: (message, error, fields) => void lines.push(`error: ${message} ${error instanceof Error ? error.message : ""}${extra(fields)}`),
  };
}
