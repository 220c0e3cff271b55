// Object keys are made by the server, never taken from a request: "<kind>/<uuidv7>.webp". The
// UUIDv7 carries its creation time, which lets the orphan sweep spare uploads still in flight.
export type ObjectKind = "logos" | "avatars";

const KEY = /^(logos|avatars)\/([0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

export function newObjectKey(kind: ObjectKind): string {
  return `${kind}/${Bun.randomUUIDv7()}.webp`;
}

/** Only keys of the server's own shape are served: no traversal, no other objects. */
export function isObjectKey(key: string): boolean {
  return KEY.test(key);
}

/** When the key was made (ms since epoch), or null for keys of another shape. */
export function objectKeyTime(key: string): number | null {
  const uuid = KEY.exec(key)?.[2];
  if (!uuid) return null;
  return parseInt(uuid.replace(/-/g, "").slice(0, 12), 16);
}

/** Seed artwork ("/images/...") lives in public/, not in the bucket. */
export function isBucketKey(key: string | null): key is string {
  return !!key && !key.startsWith("/");
}
