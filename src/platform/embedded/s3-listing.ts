// s3rver lists a bucket in the order the file system returns directory entries, which on most
// Linux file systems is not key order, yet it pages by "every key after the last one sent": past
// the first 1,000 keys, a listing skipped or repeated keys at random. This listing walks the
// bucket's directories sorted as their keys sort, and skips whole directories that lie before
// the marker, so every page is the next 1,000 keys in S3's order. (A listing with a delimiter,
// which the app never asks for, is left to s3rver's own.)
import { readdirSync } from "node:fs";
import { join } from "node:path";
// @ts-expect-error: s3rver ships no types for its object model.
import S3Object from "s3rver/lib/models/object.js";

const OBJECT_SUFFIX = "._S3rver_object";

type ListOptions = { delimiter?: string; startAfter?: string; prefix?: string; maxKeys?: number };
type FilesystemStore = {
  getBucketPath(bucket: string): string;
  getMetadata(bucket: string, key: string): Promise<Record<string, string>>;
  listObjects(bucket: string, options: ListOptions): Promise<unknown>;
};

export function listInKeyOrder(store: FilesystemStore): void {
  const original = store.listObjects.bind(store);
  store.listObjects = async (bucket, options) => {
    if (options.delimiter) return original(bucket, options);
    const { startAfter = "", prefix = "", maxKeys = Infinity } = options;
    const keys: string[] = [];
    const truncated = !collect(store.getBucketPath(bucket), "", { startAfter, prefix, maxKeys }, keys);
    const metadata = await Promise.all(
      keys.map((key) => store.getMetadata(bucket, key).catch((error) => (error.code === "ENOENT" ? undefined : Promise.reject(error)))),
    );
    return {
      objects: keys.flatMap((key, i) => (metadata[i] ? [new S3Object(bucket, key, null, metadata[i])] : [])),
      commonPrefixes: [],
      isTruncated: truncated,
    };
  };
}

type Wanted = { startAfter: string; prefix: string; maxKeys: number };

/** Adds the keys under dir (whose keys start with `at`) in key order; false once maxKeys are found and more remain. */
function collect(dir: string, at: string, wanted: Wanted, keys: string[]): boolean {
  const entries = readdirSync(dir, { withFileTypes: true })
    .flatMap(
      (entry): Array<{ key: string; dir: string | null }> =>
        entry.isDirectory()
          ? [{ key: `${at}${entry.name}/`, dir: join(dir, entry.name) }]
          : entry.name.endsWith(OBJECT_SUFFIX)
            ? [{ key: at + entry.name.slice(0, -OBJECT_SUFFIX.length), dir: null }]
            : [],
    )
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const entry of entries) {
    if (entry.dir) {
      const before = entry.key <= wanted.startAfter && !wanted.startAfter.startsWith(entry.key);
      const outside = !entry.key.startsWith(wanted.prefix) && !wanted.prefix.startsWith(entry.key);
      if (before || outside) continue;
      if (!collect(entry.dir, entry.key, wanted, keys)) return false;
    } else if (entry.key > wanted.startAfter && entry.key.startsWith(wanted.prefix)) {
      if (keys.length >= wanted.maxKeys) return false;
      keys.push(entry.key);
    }
  }
  return true;
}
