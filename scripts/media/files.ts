// Writing generated files under an output root without ever replacing the owner's files:
// an existing file is kept unless the run was asked to --force.
import { mkdir, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

export type Output = { root: string; force: boolean };

/** One file the run is responsible for, whether it wrote it or kept the existing one. */
export type FileRecord = { family: string; path: string; bytes: number; written: boolean };

export function absolute(output: Output, publicPath: string): string {
  return join(output.root, publicPath);
}

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch {
    return undefined;
  }
}

/** Paths (public, e.g. "/images/about-480.webp") that this run must (re)write. */
export async function pathsToWrite(output: Output, publicPaths: string[]): Promise<string[]> {
  if (output.force) return publicPaths;
  const sizes = await Promise.all(publicPaths.map((path) => sizeOf(absolute(output, path))));
  return publicPaths.filter((_, i) => sizes[i] === undefined);
}

export async function writeOutput(output: Output, publicPath: string, data: Uint8Array | string): Promise<void> {
  const target = absolute(output, publicPath);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, data);
}

/** Records for a set of files after the run: their sizes and whether this run wrote them. */
export async function recordsFor(output: Output, family: string, publicPaths: string[], written: string[]): Promise<FileRecord[]> {
  return Promise.all(
    publicPaths.map(async (path) => ({
      family,
      path,
      bytes: (await sizeOf(absolute(output, path))) ?? 0,
      written: written.includes(path),
    })),
  );
}

/** Writes one file if missing (or forced) from a lazily built body. */
export async function ensureFile(output: Output, family: string, publicPath: string, build: () => Promise<Uint8Array | string>): Promise<FileRecord> {
  const todo = await pathsToWrite(output, [publicPath]);
  if (todo.length > 0) await writeOutput(output, publicPath, await build());
  const [record] = await recordsFor(output, family, [publicPath], todo);
  return record!;
}
