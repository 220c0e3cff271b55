// The database stores object keys, never URLs; this is the one place a key becomes a URL.
// A key starting with "/" names a file bundled under public/ (the seed artwork).
const MEDIA = "/media/";

export function mediaUrl(key: string): string;
export function mediaUrl(key: string | null): string | null;
export function mediaUrl(key: string | null): string | null {
  if (key === null) return null;
  return key.startsWith("/") ? key : `${MEDIA}${key}`;
}

/** The object keys a src or srcset of media URLs names, the other way round: seed files are not in the bucket. */
export function mediaKeysIn(urls: string): string[] {
  return urls.split(/[\s,]+/).filter((url) => url.startsWith(MEDIA)).map((url) => url.slice(MEDIA.length));
}
