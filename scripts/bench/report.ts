// bench/results.json (everything measured) and docs/PERFORMANCE.md (the table people read).
import { cpus, totalmem } from "node:os";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PageBytes } from "./bytes.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { RenderTiming } from "./render.ts";

export type ModeResult = {
  mode: "embedded" | "postgres";
  throughput: { path: string; page: LoadResult; static: LoadResult; ratio: number }[];
  peakRssMb: number;
  render: RenderTiming[];
  bytes?: PageBytes[];
  lighthouse?: LighthouseResult[];
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function writeReport(root: string, modes: ModeResult[]) {
  const machine = {
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    bun: Bun.version,
    date: new Date().toISOString(),
  };
  mkdirSync(join(root, "bench"), { recursive: true });
  writeFileSync(join(root, "bench/results.json"), JSON.stringify({ machine, modes }, null, 2) + "\n");

  const lines = [
    "# Performance",
    "",
    "Measured by `bun run bench` (scripts/bench.ts); raw numbers in bench/results.json.",
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB; Bun ${machine.bun}; ${machine.date.slice(0, 10)}.`,
    "The load generator runs on the same 2 cores as the server, so absolute numbers are low; the",
    "ratio against the same bytes served as a static file by the same server is the headline.",
    "",
    "Targets: pages at ≥ 0.5 of the static limit; uncached render p50 of / under 5 ms; / ships",
    "≤ 120 KB of gzipped JS; Lighthouse (mobile) performance ≥ 95, accessibility, best practices and SEO 100.",
  ];
  for (const m of modes) {
    lines.push("", `## ${m.mode === "embedded" ? "Embedded stores (PGlite + s3rver)" : "Real Postgres"}`, "");
    lines.push("| URL | page req/s | static req/s | ratio | page p99 |", "|---|---:|---:|---:|---:|");
    for (const t of m.throughput) lines.push(`| ${t.path} | ${t.page.requestsPerSec} | ${t.static.requestsPerSec} | ${t.ratio} | ${t.page.p99Ms ?? "–"} ms |`);
    lines.push("", `Peak server memory (RSS) under this load: ${m.peakRssMb} MB.`, "");
    lines.push("| page | uncached render p50 | p99 |", "|---|---:|---:|");
    for (const r of m.render) lines.push(`| ${r.path} | ${r.p50Ms} ms | ${r.p99Ms} ms |`);
    if (m.bytes) {
      lines.push("", "First load, everything fetched (including widgets loaded after first paint):", "");
      lines.push("| page | files | JS gzip | JS brotli | CSS gzip | CSS brotli | admin code |", "|---|---:|---:|---:|---:|---:|---|");
      for (const b of m.bytes) lines.push(`| ${b.path} | ${b.files} | ${kb(b.js.gzip)} KB | ${kb(b.js.brotli)} KB | ${kb(b.css.gzip)} KB | ${kb(b.css.brotli)} KB | ${b.adminCodeLoaded ? "LOADED" : "absent"} |`);
    }
    if (m.lighthouse) {
      lines.push("", "Lighthouse, mobile settings:", "");
      lines.push("| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |", "|---|---:|---:|---:|---:|---:|---:|---:|");
      for (const l of m.lighthouse) lines.push(`| ${l.path} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} ms | ${l.cls} | ${l.tbtMs} ms |`);
    }
  }
  mkdirSync(join(root, "docs"), { recursive: true });
  writeFileSync(join(root, "docs/PERFORMANCE.md"), lines.join("\n") + "\n");
}
