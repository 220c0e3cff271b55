// What the features declare to the platform, read from the features themselves: each managed
// list's declaration in its folder's collection.ts, found without the registry (src/collections.ts),
// so a list left out of it is still read.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Collection } from "../../src/platform/collections/collection.ts";
import { ROOT } from "./import-graph.ts";

export async function declaredLists(): Promise<Collection[]> {
  const lists: Collection[] = [];
  for (const feature of readdirSync(join(ROOT, "src/features"))) {
    const file = join(ROOT, "src/features", feature, "collection.ts");
    if (!(await Bun.file(file).exists())) continue;
    const exported = Object.values<unknown>(await import(file));
    lists.push(...exported.filter((value): value is Collection => typeof value === "object" && !!value && "table" in value));
  }
  return lists;
}
