// bench/results.json (everything measured) and docs/PERFORMANCE.md (the table people read).
import { cpus, totalmem } from "node:os";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PageBytes } from "./bytes.ts";
import type { HeaderCheck } from "./headers.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { RenderTiming } from "./render.ts";
import { judgeTargets } from "./targets.ts";

export type ModeResult = {
  mode: "embedded" | "postgres";
  throughput: { path: string; page: LoadResult; static: LoadResult; ratio: number }[];
  peakRssMb: number;
  render: RenderTiming[];
  bytes?: PageBytes[];
  lighthouse?: LighthouseResult[];
  headers?: HeaderCheck[];
};

/** How the site gets these numbers, for whoever changes it next. */
const HOW = [
  "## How the site is fast",
  "",
  "- Public pages are rendered once per URL and kept in memory (src/ssr/render-cache.ts) until an admin",
  "  write; the public lists (GET /api/admin/logos, /api/admin/clients) and the home page's navigation",
  "  data live in the same cache (src/http/cached-json.ts), so the same writes drop them on every instance.",
  "- A cached body carries an ETag (304 when the browser's copy is current) and is compressed the first time",
  "  a visitor accepts brotli (quality 5) or gzip, then kept (src/http/cached-body.ts).",
  "- The client bundle is hashed, built in memory, precompressed (brotli 11, gzip 9) and immutable for a year;",
  "  each page is its own chunk and the admin screens have their own chunks and stylesheet, so a public page",
  "  never loads admin code or styles. Uploaded media (/media) never change under a key: immutable too.",
  "- Files in public/ are cached for a week and then revalidated by ETag, not made immutable: the studio",
  "  replaces placeholder media at the same names (docs/MEDIA.md).",
  "- The static twin of each URL is the same bytes saved under public/_bench and served by @elysiajs/static",
  "  in the same server; it reads the file on each request, which is why a cached page can beat it (ratio > 1).",
  "- Uncached render time is the whole request through the app with the cache switched off: page data read",
  "  from the database, React rendered to a stream and read to the last byte.",
  "- Peak memory in embedded mode includes the embedded stores, which run inside the server process",
  "  (PGlite, Postgres compiled to WebAssembly, and s3rver); with a real Postgres the server alone is measured.",
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function writeReport(root: string, modes: ModeResult[], notes: string[] = []) {
  const machine = {
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    bun: Bun.version,
    date: new Date().toISOString(),
  };
  mkdirSync(join(root, "bench"), { recursive: true });
  const targets = judgeTargets(modes);
  writeFileSync(join(root, "bench/results.json"), JSON.stringify({ machine, targets, modes }, null, 2) + "\n");

  const lines = [
    "# Performance",
    "",
    "Measured by `bun run bench` (scripts/bench.ts); raw numbers in bench/results.json.",
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB; Bun ${machine.bun}; ${machine.date.slice(0, 10)}.`,
    "The load generator runs on the same 2 cores as the server, so absolute numbers are low; the",
    "ratio against the same bytes served as a static file by the same server is the headline.",
    "",
    "## Targets",
    "",
    "| target | met | measured |",
    "|---|---|---|",
    ...targets.map((t) => `| ${t.target} | ${t.met ? "met" : "**not met**"} | ${t.measured} |`),
    ...(notes.length ? ["", ...notes] : []),
    "",
    ...HOW,
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
      lines.push(
        "| page | HTML gzip | HTML brotli | files | JS gzip | JS brotli | CSS gzip | CSS brotli | admin code |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---|",
      );
      for (const b of m.bytes) {
        lines.push(
          `| ${b.path} | ${kb(b.html.gzip)} KB | ${kb(b.html.brotli)} KB | ${b.files} | ${kb(b.js.gzip)} KB | ${kb(b.js.brotli)} KB | ${kb(b.css.gzip)} KB | ${kb(b.css.brotli)} KB | ${b.adminCodeLoaded ? "LOADED" : "absent"} |`,
        );
      }
    }
    if (m.lighthouse) {
      lines.push("", "Lighthouse, mobile settings (the run with the median performance score; every run's score in brackets):", "");
      lines.push("| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |", "|---|---:|---:|---:|---:|---:|---:|---:|");
      for (const l of m.lighthouse) {
        lines.push(`| ${l.path} | ${l.performance} (${l.performanceRuns.join(", ")}) | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} ms | ${l.cls} | ${l.tbtMs} ms |`);
      }
    }
    if (m.headers) {
      lines.push("", "Compression and caching, as a browser sees them (Accept-Encoding: br, gzip):", "");
      lines.push("| response | URL | encoding | cache-control | 304 on ETag |", "|---|---|---|---|---|");
      for (const h of m.headers) lines.push(`| ${h.kind} | ${h.url} | ${h.contentEncoding ?? "none"} | ${h.cacheControl ?? "–"} | ${h.revalidates304 ? "yes" : "no"} |`);
    }
  }
  mkdirSync(join(root, "docs"), { recursive: true });
  writeFileSync(join(root, "docs/PERFORMANCE.md"), lines.join("\n") + "\n");
}
