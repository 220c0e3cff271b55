// bun run media [--force] [--out <dir>]
// Generates every placeholder image and video the media contract (docs/MEDIA.md) names into
// public/. Existing files are kept, so an owner's replacement survives; --force rebuilds all.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { generateAll } from "./media/generate.ts";
import { summarize } from "./media/summary.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: { force: { type: "boolean", default: false }, out: { type: "string", default: resolve(import.meta.dir, "../public") } },
});

const started = performance.now();
console.log(`Generating placeholder media into ${values.out}${values.force ? " (--force: rebuilding every file)" : ""}`);
const records = await generateAll({ root: values.out, force: values.force }, (line) => console.log(line));
console.log(`\n${summarize(records)}\n\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
