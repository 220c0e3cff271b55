// Pages' data carries each image's focal point: every image in it whose key has one gets
// `focus`, which the page applies as its object-position. Images come two ways: as records'
// lists answer them (an object with a src and a srcset, client/contract/common.ts's Image), and
// as page documents hold them (a key with its size, client/contract/stored-media.ts's
// StoredImage, made an Image by the page). Done once over a page's data, after its reads, so no
// feature's query needs to know of focal points.
import { focusKey, type Focus } from "../../../client/contract/focus-point.ts";

export function withFocus<T>(data: T, points: ReadonlyMap<string, Focus>): T {
  if (points.size === 0) return data;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const key = typeof record.src === "string" && typeof record.srcset === "object" ? focusKey(record.src) : storedKey(record);
    if (key !== undefined) {
      const focus = key ? points.get(key) : undefined;
      if (focus) record.focus = focus;
      return;
    }
    for (const child of Object.values(record)) visit(child);
  };
  visit(data);
  return data;
}

/** A page document's stored image's key; undefined for anything else. */
function storedKey(record: Record<string, unknown>): string | undefined {
  const stored = typeof record.key === "string" && typeof record.width === "number" && typeof record.blur === "string";
  return stored ? (record.key as string) : undefined;
}
