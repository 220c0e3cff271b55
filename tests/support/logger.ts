import type { Logger } from "../../src/platform/logger.ts";

/** A Logger that keeps what it was told, for tests that expect warnings or errors. */
export function captureLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => void lines.push(`info: ${message}`),
    warn: (message) => void lines.push(`warn: ${message}`),
    error: (message, error) => void lines.push(`error: ${message} ${error instanceof Error ? error.message : ""}`),
  };
}
