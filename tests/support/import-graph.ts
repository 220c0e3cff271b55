// The repository's import graph as its files write it, read with oxc's parser: every static
// import and re-export (type-only ones included, which Bun's transpiler drops before it scans)
// and every dynamic import of a literal path. Only imports of the repository's own files are
// edges; packages are not followed.
import { existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { parseSync } from "oxc-parser";

export const ROOT = join(import.meta.dir, "../..");

/** Each file (a path from the repository's root) and the repository's files it imports. */
export type ImportGraph = Map<string, Set<string>>;

/** The source files under these folders, tests left out (they may reach across any line). */
export function sourceFiles(folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) => [...new Bun.Glob(`${folder}/**/*.{ts,tsx}`).scanSync({ cwd: ROOT })])
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .sort();
}

/** The literal module paths a file names, in the order they stand. */
function importedPaths(file: string, source: string): string[] {
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]!.message}`);
  const dynamic = module.dynamicImports
    .map(({ moduleRequest }) => source.slice(moduleRequest.start, moduleRequest.end))
    .filter((text) => /^(["'`])[^"'`$]*\1$/.test(text))
    .map((text) => text.slice(1, -1));
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.flatMap((part) => (part.moduleRequest ? [part.moduleRequest.value] : []))),
    ...dynamic,
  ];
}

/** The graph of these files' imports of the repository's own code. */
export async function readImportGraph(files: readonly string[]): Promise<ImportGraph> {
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const path of importedPaths(file, await Bun.file(join(ROOT, file)).text())) {
      if (!path.startsWith(".")) continue;
      const target = relative(ROOT, join(ROOT, dirname(file), path));
      if (/\.tsx?$/.test(target) && existsSync(join(ROOT, target))) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The graph with each node renamed by `group` (nodes it answers undefined for are left out), self-edges dropped. */
export function groupGraph(graph: ImportGraph, group: (file: string) => string | undefined): ImportGraph {
  const grouped: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = group(file);
    if (from === undefined) continue;
    const edges = grouped.get(from) ?? new Set<string>();
    grouped.set(from, edges);
    for (const target of targets) {
      const to = group(target);
      if (to !== undefined && to !== from) edges.add(to);
    }
  }
  return grouped;
}

/** Every circle of the graph: its strongly connected parts of more than one node (Tarjan's algorithm), each sorted. */
export function circles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

type SyntaxNode = { type?: string; [key: string]: unknown };

/** Calls `visit` on every node of a file's syntax tree, depth first; a node it answers false for is not entered. */
export function eachNode(file: string, source: string, visit: (node: SyntaxNode) => boolean | undefined): void {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    if (!node || typeof node !== "object") return;
    if (visit(node as SyntaxNode) === false) return;
    for (const child of Object.values(node)) walk(child);
  };
  walk(parseSync(file, source).program);
}
