// A cache tag is a plain string (docs/decisions/0013-platform-layers.md): no type catches a
// misspelled one, so this does. A tag a write drops must be one a cached page shows, or the write
// leaves that page stale; and a tag a page shows must be one some write drops, or its page could
// never change. Writers: every list's declared `tags` and every route's `invalidates: [...]`.
// Shown: every page kind's tags (client/contract/page-data.ts) and those of every page.
import { expect, test } from "bun:test";
import { join } from "node:path";
import { PAGE_KINDS } from "../client/contract/page-data.ts";
import { pageTags } from "../src/site/page-data.ts";
import { declaredLists } from "./support/declarations.ts";
import { eachNode, ROOT, sourceFiles } from "./support/import-graph.ts";

/** Every tag a route names in a literal `invalidates: [...]`, with its file. */
async function invalidatedTags(): Promise<{ tag: string; file: string }[]> {
  const found: { tag: string; file: string }[] = [];
  for (const file of sourceFiles(["src"])) {
    eachNode(file, await Bun.file(join(ROOT, file)).text(), ({ type, key, value }) => {
      const name = (key as { name?: string } | undefined)?.name;
      const list = value as { type?: string; elements?: { type?: string; value?: unknown }[] } | undefined;
      if (type !== "Property" || name !== "invalidates" || list?.type !== "ArrayExpression") return;
      for (const element of list.elements ?? []) if (typeof element.value === "string") found.push({ tag: element.value, file });
    });
  }
  return found;
}

test("every cache tag a write drops is one a page shows, and every tag a page shows is one a write drops", async () => {
  const shown = new Set([...pageTags(null), ...Object.values(PAGE_KINDS).flatMap((kind) => kind.tags)]);
  const routes = await invalidatedTags();
  const writers = [...(await declaredLists()).flatMap((list) => list.tags.map((tag) => ({ tag, file: `the list ${list.name}` }))), ...routes];
  // The routes that name tags themselves: the studio's details and the page documents.
  expect(routes.map(({ tag }) => tag)).toEqual(expect.arrayContaining(["studio", "pages"]));
  expect(writers.filter(({ tag }) => !shown.has(tag)).map(({ tag, file }) => `${file}: ${tag}`)).toEqual([]);
  const written = new Set(writers.map(({ tag }) => tag));
  expect([...shown].filter((tag) => !written.has(tag))).toEqual([]);
});
