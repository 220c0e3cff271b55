// HTTP Range requests (RFC 9110, 14): one range of bytes, "bytes=start-end", "bytes=start-" or
// "bytes=-suffix". Several ranges in one request are answered with the whole object, as the
// RFC allows; a range that starts past the end is unsatisfiable (416).
export type ByteRangeSpec = { start: number; end?: number } | { suffix: number };
export type ByteRange = { start: number; end: number };

/** The Range header's one byte range, or null to send the whole object. */
export function parseRange(header: string | null): ByteRangeSpec | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") return { suffix: Number(match[2]) };
  const start = Number(match[1]);
  if (match[2] === "") return { start };
  const end = Number(match[2]);
  return end < start ? null : { start, end };
}

/** The bytes to send (end inclusive), or "unsatisfiable" when none of the object is in range. */
export function resolveRange(spec: ByteRangeSpec, size: number): ByteRange | "unsatisfiable" {
  if ("suffix" in spec) return spec.suffix === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - spec.suffix), end: size - 1 };
  if (spec.start >= size) return "unsatisfiable";
  return { start: spec.start, end: Math.min(spec.end ?? size - 1, size - 1) };
}
