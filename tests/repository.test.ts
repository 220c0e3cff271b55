// What a newcomer meets in a fresh clone: a README whose links all lead somewhere inside the
// repository, and no dependency that nothing uses.
import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dir, "..");
const readme = await Bun.file(join(ROOT, "README.md")).text();
const pkg = (await Bun.file(join(ROOT, "package.json")).json()) as { dependencies: Record<string, string> };

describe("a fresh clone", () => {
  test("every relative link and path the README names exists in the repository", () => {
    const links = [...readme.matchAll(/\]\(([^)#]+)\)|`(\.\.?\/[^`\s]+)`/g)].map((m) => (m[1] ?? m[2])!).filter((link) => !/^[a-z]+:/.test(link));
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((link) => !existsSync(join(ROOT, link)))).toEqual([]);
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
