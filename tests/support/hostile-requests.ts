// Malformed and hostile requests, generated from a fixed seed so a failure can be replayed.
// Every hostile value carries MARKER, so an answer that reflects any of the input is caught.
export const MARKER = "zq7XSSmarker";

export type HostileRequest = {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
};

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    sample: <T>(list: readonly T[], n: number): T[] => [...list].sort(() => next() - 0.5).slice(0, n),
  };
}

const MEGABYTE = 1024 * 1024;

/** Strings no text field should accept: control characters, oversize. */
export const invalidStrings: readonly string[] = [
  `${MARKER}\u0000after-nul`,
  `\u0001\u0007\u001b[31m${MARKER}`,
  MARKER.repeat(Math.ceil(MEGABYTE / MARKER.length)),
];

/** Hostile but storable strings: markup, traversal, SQL, pollution keys, CRLF, a lone surrogate. */
export const trickyStrings: readonly string[] = [
  `<script>alert("${MARKER}")</script>`,
  `"><img src=x onerror=alert(1)>${MARKER}`,
  `../../../../etc/passwd${MARKER}`,
  `' OR '1'='1' -- ${MARKER}`,
  `{"__proto__":{"polluted":"${MARKER}"}}`,
  `%00%2e%2e%2f${MARKER}`,
  `${MARKER}\r\nSet-Cookie: admin=1`,
  `${MARKER}\ud800lone-surrogate`,
];

/** Values of the wrong type where a string is expected. */
export const wrongTypes: readonly unknown[] = [
  42,
  -1e308,
  true,
  null,
  [MARKER],
  Array.from({ length: 10_000 }, (_, i) => `${MARKER}${i}`),
  { value: MARKER },
  JSON.parse(`{"__proto__":{"polluted":"${MARKER}"}}`),
];

/** Where a whole number is expected: past a Postgres integer column (and a bigint), not whole, below zero. */
export const outOfRangeNumbers: readonly number[] = [2 ** 31, 2 ** 63, 1e308, -1, 0.5];

/** A JSON array `levels` deep: deeper than the stack of anything that walks it recursively. */
export function deeplyNested(levels: number): string {
  return `${"[".repeat(levels)}"${MARKER}"${"]".repeat(levels)}`;
}

/** Bodies that are not JSON, or JSON shaped to hurt the parser or the object model. */
export const brokenJson: readonly string[] = [
  `{"id":"${MARKER}`,
  `{${MARKER}}`,
  `[${MARKER}]`,
  `"${MARKER}"`,
  "null",
  "",
  `{"id":"${MARKER}","id":"${MARKER}2"}`,
  `{"__proto__":{"isAdmin":true,"polluted":"${MARKER}"},"id":"${MARKER}"}`,
  `{"constructor":{"prototype":{"polluted":"${MARKER}"}},"username":"${MARKER}"}`,
  deeplyNested(20_000),
  `{"id":${deeplyNested(20_000)},"username":"x","password":${deeplyNested(20_000)}}`,
  `{"username":"${MARKER}\u0000","password":"\u0000"}`,
  `\uFEFF{"username":"${MARKER}"`,
];

export type Part = { name: string; value: string | Uint8Array; filename?: string; type?: string };

/** A multipart body written by hand, so it can be broken in ways FormData never would. */
export function multipart(parts: Part[], options: { boundary?: string; declared?: string; truncate?: number; noClose?: boolean } = {}) {
  const boundary = options.boundary ?? `----hostile${MARKER}`;
  const chunks: Uint8Array[] = [];
  const text = (value: string) => chunks.push(new TextEncoder().encode(value));
  for (const part of parts) {
    const filename = part.filename === undefined ? "" : `; filename="${part.filename}"`;
    text(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n`);
    if (part.type) text(`Content-Type: ${part.type}\r\n`);
    text("\r\n");
    if (typeof part.value === "string") text(part.value);
    else chunks.push(part.value);
    text("\r\n");
  }
  if (!options.noClose) text(`--${boundary}--\r\n`);
  let body = new Uint8Array(Buffer.concat(chunks));
  if (options.truncate !== undefined) body = body.subarray(0, Math.floor(body.length * options.truncate));
  return { body, contentType: `multipart/form-data; boundary=${options.declared ?? boundary}` };
}

/** Paths under /media that try to leave the bucket's own keys. */
export const mediaTraversals: readonly string[] = [
  `/media/..%2f..%2fpackage.json?${MARKER}`,
  `/media/%2e%2e/%2e%2e/etc/passwd#${MARKER}`,
  `/media/logos/..%2f..%2f..%2fsrc%2fmain.ts`,
  `/media/logos/${MARKER}%00.webp`,
  `/media/logos/..%5c..%5cpackage.json`,
  `/media/logos\\..\\..\\package.json`,
  `/media//etc/passwd`,
  `/media/%2fetc%2fpasswd`,
  `/media/C:%5cWindows%5cwin.ini`,
  `/media/logos/01a1fcce-bc04-766c-8c37-c76559170e70.webp%00${MARKER}`,
  `/media/logos/${MARKER}.webp`,
  `/media/${"a/".repeat(2000)}${MARKER}`,
  `/media/%252e%252e%252fpackage.json`,
  `/media/logos/%c0%ae%c0%ae/${MARKER}`,
];

/** Static and page paths that try the same tricks. */
export const pageTraversals: readonly string[] = [
  `/%2e%2e/package.json`,
  `/fonts/..%2f..%2fpackage.json`,
  `/images/..%2f..%2fsrc%2fmain.ts`,
  `/assets/..%2f..%2fpackage.json`,
  `/..%5c..%5cpackage.json`,
  `/${MARKER}%00`,
  `/portfolio/${MARKER}<script>`,
  `/?q=<script>${MARKER}</script>`,
  `/admin/login?next=javascript:${MARKER}`,
  `/no-such-page-${MARKER}`,
  `/animation?${"x=".repeat(2000)}${MARKER}`,
];

/** Marker-bearing things that the server should never reflect. */
export const hostileHeaders: readonly Record<string, string>[] = [
  { authorization: `Bearer ${MARKER}` },
  { authorization: `Bearer ${MARKER}.${MARKER}.${MARKER}` },
  { authorization: `Basic ${btoa(`${MARKER}:${MARKER}`)}` },
  { authorization: `bEaReR    ${MARKER}.${MARKER}.${MARKER}` },
  { "x-forwarded-for": `${"198.51.100.1, ".repeat(500)}${MARKER}` },
  { "x-forwarded-for": `${MARKER}, 127.0.0.1` },
  { "if-none-match": `"${MARKER}"` },
  { "accept-encoding": `${MARKER}, br;q=2` },
  { cookie: `token=${MARKER}; __proto__=${MARKER}` },
  { "content-type": `application/json; charset=${MARKER}` },
  { range: `bytes=${MARKER}` },
  { range: "bytes=99999999999999999999999-" },
  { range: "bytes=-0" },
  { range: `bytes=0-1,${"2-3,".repeat(2000)}4-5` },
];
