// What a newcomer meets in a fresh clone: a README whose links all lead somewhere inside the
// repository, comments and docs that cite only documents the repository holds, and no
// dependency that nothing uses.
import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";

const ROOT = join(import.meta.dir, "..");
const readme = await Bun.file(join(ROOT, "README.md")).text();
const pkg = (await Bun.file(join(ROOT, "package.json")).json()) as { dependencies: Record<string, string> };

describe("a fresh clone", () => {
  test("every relative link and path the README names exists in the repository", () => {
    const links = [...readme.matchAll(/\]\(([^)#]+)\)|`(\.\.?\/[^`\s]+)`/g)].map((m) => (m[1] ?? m[2])!).filter((link) => !/^[a-z]+:/.test(link));
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((link) => !existsSync(join(ROOT, link)))).toEqual([]);
  });

  test("every *.md document a comment, test, script or doc names is in the repository", async () => {
    const files = [
      ...new Bun.Glob("{src,client,tests,scripts,bench,types,migrations,docs,.ci}/**/*.{ts,tsx,css,sql,sh,md}").scanSync({ cwd: ROOT, dot: true }),
    ];
    files.push(".ci/run", "Dockerfile", "compose.yaml", "biome.json", "README.md", "CHANGELOG.md");
    const documents = new Set(files.filter((file) => file.endsWith(".md")).map((file) => basename(file)));
    const missing: string[] = [];
    for (const file of files) {
      for (const [name] of (await Bun.file(join(ROOT, file)).text()).matchAll(/[\w./-]*\w\.md\b/g)) {
        // A path is read from the repository's root or from the file's folder; a bare name is any document's.
        const found = name.includes("/") ? existsSync(join(ROOT, name)) || existsSync(join(ROOT, dirname(file), name)) : documents.has(name);
        if (!found) missing.push(`${file}: ${name}`);
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  test("every dependency is imported by the server, the client or the scripts", async () => {
    const sources: string[] = [];
    for (const dir of ["src", "client", "scripts"]) {
      for await (const file of new Bun.Glob(`${dir}/**/*.{ts,tsx}`).scan(ROOT)) sources.push(await Bun.file(join(ROOT, file)).text());
    }
    const all = sources.join("\n");
    const unused = Object.keys(pkg.dependencies).filter((name) => !all.includes(`"${name}"`) && !all.includes(`"${name}/`));
    expect(unused).toEqual([]);
  });
});
