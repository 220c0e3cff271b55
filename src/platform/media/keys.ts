// Object keys are made by the server, never taken from a request. Single images:
// "<kind>/<uuidv7>.webp". Responsive variant sets: the prefix "<kind>/<uuidv7>" (what a row
// holds) with one object per width and format, "<prefix>/<width>.<avif|webp>". The UUIDv7
// carries its creation time, which lets the orphan sweep spare uploads still in flight.
export type ObjectKind = "logos" | "avatars";
export type VariantKind = "projects" | "portfolio" | "cards";

const UUID_V7 = "[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}";
const KEY = new RegExp(`^(?:(?:logos|avatars)/(${UUID_V7})\\.webp|(?:projects|portfolio|cards)/(${UUID_V7})/[1-9][0-9]{0,3}\\.(?:avif|webp))$`);

export function newObjectKey(kind: ObjectKind): string {
  return `${kind}/${Bun.randomUUIDv7()}.webp`;
}

export function newVariantPrefix(kind: VariantKind): string {
  return `${kind}/${Bun.randomUUIDv7()}`;
}

/** Only keys of the server's own shapes are served: no traversal, no other objects. */
export function isObjectKey(key: string): boolean {
  return KEY.test(key);
}

/** When the key was made (ms since epoch), or null for keys of another shape. */
export function objectKeyTime(key: string): number | null {
  const match = KEY.exec(key);
  const uuid = match?.[1] ?? match?.[2];
  if (!uuid) return null;
  return parseInt(uuid.replace(/-/g, "").slice(0, 12), 16);
}

/** Seed artwork ("/images/...") lives in public/, not in the bucket. */
export function isBucketKey(key: string | null): key is string {
  return !!key && !key.startsWith("/");
}
