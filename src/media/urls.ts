// The database stores object keys, never URLs; this is the one place a key becomes a URL.
// A key starting with "/" names a file bundled under public/ (the seed artwork).
export function mediaUrl(key: string): string;
export function mediaUrl(key: string | null): string | null;
export function mediaUrl(key: string | null): string | null {
  if (key === null) return null;
  return key.startsWith("/") ? key : `/media/${key}`;
}
