// The code's shape, checked from its imports (docs/decisions/0013-platform-layers.md): no file
// reaches itself through others, src/platform's folders stand in layers that import only
// downwards, and the platform neither imports a feature nor names one. The feature names are
// read from what the features declare (their managed lists and the page kinds), so a new list
// is checked without an edit here.
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { PAGE_KINDS } from "../client/contract/page-data.ts";
import { declaredLists } from "./support/declarations.ts";
import { circles, eachNode, groupGraph, type ImportGraph, readImportGraph, ROOT, sourceFiles } from "./support/import-graph.ts";

/**
 * src/platform's folders and files, lowest layer first. A part imports only parts of its own
 * layer or of a layer below, and no two parts import each other, however far round.
 */
const PLATFORM_LAYERS: readonly (readonly string[])[] = [
  // The ground: settings, logging, the database and the embedded servers; nothing of HTTP.
  [
    "config.ts",
    "smtp-config.ts",
    "logger.ts",
    "request-lines.ts",
    "startup-failure.ts",
    "gc-pace.ts",
    "is-running.ts",
    "command-line.ts",
    "db",
    "embedded",
  ],
  // HTTP plumbing: errors, validation, headers, body limits, cached answers in front of the app.
  ["http"],
  // The stores and services a route stands on.
  ["cache", "auth", "media", "mail", "stores.ts"],
  // What every admin route is built from, and the managed-list machinery with its activity log.
  ["admin-deps.ts", "activity", "collections"],
  // What works across the lists, server rendering, and the commands.
  ["backup", "revisions", "ssr", "reset-password.ts", "widths-command.ts"],
];

const graph = await readImportGraph(sourceFiles(["src", "client", "scripts"]));
const platformFiles = [...graph.keys()].filter((file) => file.startsWith("src/platform/"));

/** A platform file's part: its folder under src/platform, or the file itself at the top. */
const partOf = (file: string): string | undefined => {
  if (!file.startsWith("src/platform/")) return undefined;
  const rest = file.slice("src/platform/".length);
  return rest.includes("/") ? rest.slice(0, rest.indexOf("/")) : rest;
};
const layerOf = (part: string) => PLATFORM_LAYERS.findIndex((layer) => layer.includes(part));

/** Each import of one part by another that the layers forbid, as "from -> to (file -> file)". */
function upwardImports(files: ImportGraph): string[] {
  const found: string[] = [];
  for (const [file, targets] of files) {
    const from = partOf(file);
    if (from === undefined) continue;
    for (const target of targets) {
      const to = partOf(target);
      if (to !== undefined && to !== from && layerOf(to) > layerOf(from)) found.push(`${from} -> ${to} (${file} -> ${target})`);
    }
  }
  return found;
}

/** The words that name a feature: each list's name, table, image kind and cache tags, and each page kind with its tags. */
async function featureNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const list of await declaredLists())
    for (const name of [list.name, list.table, list.image?.kind.folder, ...list.tags]) if (name) names.add(name);
  for (const [kind, { tags }] of Object.entries(PAGE_KINDS)) for (const name of [kind, ...tags]) names.add(name);
  return names;
}

/** The texts a file's code holds (strings, template parts, regular expressions, JSX text), not its comments or import paths. */
function codeTexts(file: string, source: string): string[] {
  const texts: string[] = [];
  eachNode(file, source, ({ type, value, regex, source: from }) => {
    if (type === "ImportDeclaration" || type === "ImportExpression" || (from && type?.startsWith("Export"))) return false;
    if (type === "Literal" && typeof value === "string") texts.push(value);
    if (type === "Literal" && regex) texts.push((regex as { pattern: string }).pattern);
    if (type === "TemplateElement") texts.push((value as { raw: string }).raw);
    if (type === "JSXText" && typeof value === "string") texts.push(value);
  });
  return texts;
}

/** The names a text uses as a word of data: the whole text, or a segment of a path or a pattern ("/logos/", "(?:logos|…)"). */
const namesIn = (text: string, names: ReadonlySet<string>) => text.split(/[/\\|()?:,^$"'`]+/).filter((word) => names.has(word));

describe("the import graph", () => {
  test("is read whole: every folder of the code, type-only imports and dynamic ones included", () => {
    expect(graph.size).toBeGreaterThan(400);
    // A type-only import (collection.ts reads the database's types) and a lazily loaded page.
    expect(graph.get("src/platform/collections/collection.ts")).toContain("src/platform/db/connect.ts");
    expect(graph.get("client/routes.tsx")).toContain("client/pages/home/page.tsx");
    expect(
      circles(
        new Map([
          ["a", new Set(["b"])],
          ["b", new Set(["c"])],
          ["c", new Set(["a"])],
          ["d", new Set(["a"])],
        ]),
      ),
    ).toEqual([["a", "b", "c"]]);
  });

  test("no file of client/, src/ or scripts/ reaches itself through its imports", () => {
    expect(circles(graph)).toEqual([]);
  });

  test("every part of src/platform has its layer", () => {
    const parts = [...new Set(platformFiles.map(partOf))];
    expect(parts.filter((part) => layerOf(part!) === -1)).toEqual([]);
  });

  test("src/platform's folders form no circle", () => {
    expect(circles(groupGraph(graph, partOf))).toEqual([]);
  });

  test("a part of src/platform imports nothing of a layer above its own (http/ imports only the ground)", () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  test("src/platform imports no feature, and of client/ only the contract", () => {
    const outside = platformFiles.flatMap((file) =>
      [...graph.get(file)!]
        .filter((target) => !target.startsWith("src/platform/") && !target.startsWith("client/contract/"))
        .map((target) => `${file} -> ${target}`),
    );
    expect(outside).toEqual([]);
  });

  test("src/platform names no managed list, image kind, cache tag or page kind of the features", async () => {
    const names = await featureNames();
    expect([...names]).toEqual(expect.arrayContaining(["logos", "projects", "home", "gallery"]));
    const named: string[] = [];
    for (const file of platformFiles) {
      for (const text of codeTexts(file, await Bun.file(join(ROOT, file)).text())) {
        const used = namesIn(text, names);
        if (used.length > 0) named.push(`${file}: ${used.join(", ")} in ${JSON.stringify(text.slice(0, 80))}`);
      }
    }
    expect(named).toEqual([]);
  });
});
