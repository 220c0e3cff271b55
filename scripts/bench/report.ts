// bench/results.json (everything measured) and docs/PERFORMANCE.md (the table people read).
import { cpus, totalmem } from "node:os";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BackupResult } from "./backup.ts";
import { describeBodies } from "./bodies.ts";
import { describeUploadMemory } from "./upload-memory.ts";
import { describeListWeight } from "./list-weight.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { ModeResult } from "./mode-result.ts";
import { judgeTargets } from "./targets.ts";

/** How the site gets these numbers, for whoever changes it next. */
const HOW = [
  "## How the site is fast",
  "",
  "- Public pages are rendered once per URL and kept in memory (the render cache) until an admin write",
  "  changes what they show; the public lists (GET /api/admin/logos, /api/admin/clients) and the page data",
  "  for client-side navigation live in the same cache, so the same writes drop them on every instance.",
  "- A cached answer is sent before Elysia's routing and hooks (src/platform/http/cached-first.ts): a map lookup and",
  "  a Response whose headers (security headers included) were built once with the body",
  "  (src/platform/http/cached-body.ts). It carries an ETag (304 when the browser's copy is current) and is compressed",
  "  the first time a visitor accepts brotli (quality 5) or gzip, then kept.",
  "- The client bundle is hashed, built in memory, precompressed (brotli 11, gzip 9) and immutable for a year;",
  "  each page is its own chunk and the admin screens have their own chunks and stylesheet, so a public page",
  "  never loads admin code or styles. Uploaded media (/media) never change under a key: immutable too.",
  "- Before the first paint a phone fetches only the HTML, the stylesheet, two small preloaded fonts and the",
  '  hero image. The fonts are "basic" cuts (ASCII and common marks, 44 KB for both; scripts/fonts.ts); the',
  "  full latin files load only for a page whose text needs another character. Until they arrive, text is set",
  "  in Arial (Roboto on Android) scaled to their widths and line metrics, so a late font moves nothing. The",
  "  entry script is a 1 KB loader that fetches React and the page's code once the first paint is on screen",
  "  (the Paint Timing entry, client/entry.tsx), and the videos fetch nothing until they play.",
  "- Every script starts with V8's compile hint (`//# allFunctionsCalledOnLoad`, src/platform/ssr/client-build.ts):",
  "  Chrome compiles React and the page's code on the thread that parses them while they download, instead",
  "  of function by function on the main thread while the page hydrates. With the CPU slowed 4x, eight",
  "  loads of / and /portfolio each, the blocking time after the first paint fell from a median of 131 to",
  "  50 ms on / and from 106 to 39 ms on /portfolio (a second round on /: 136 against 177, noise).",
  "  Lighthouse, which scales up the tasks of an unthrottled load, told them apart no better than its noise",
  "  (/portfolio, nine runs or more each: median blocking time 178 ms with the hint, 154 ms without).",
  "- Blocks below a phone's first screen (the home page's sections, a service page's work, the footers) are",
  "  `content-visibility: auto`: their style, layout, paint and lazy images wait until they come near the",
  "  viewport, so the first paint and hydration leave the main thread free sooner.",
  "- Lighthouse's floor is measured in the same run: five runs on a control, a heading and a paragraph with",
  "  no style, font or script, answered from memory by a plain Bun.serve (scripts/bench/lighthouse.ts). Its",
  "  blocking time is Chrome's own work of a navigation on this machine (committing it, creating the page's",
  "  script context, the first layout), which the simulation scales up 4x and may place after the first paint;",
  "  no page can go below it. A page's score is read beside the control's.",
  "- Public pages send no Cross-Origin-Opener-Policy; only the admin's screens do (src/platform/http/security-headers.ts).",
  "  With it, Chrome must move a page that arrives from another document into a new browsing context group",
  "  once the headers are in, which here doubled the navigation's commit (38-41 ms against 67-114 ms of wall",
  "  time on /) and cost / 150-400 ms of Lighthouse's simulated blocking time (three runs each through the",
  "  same proxy, without and with the header: performance 96, 97, 91 against 83, 85, 91).",
  "- The hero video's play and pause events update React in a transition: media events are urgent to",
  "  React, and an urgent update while the page still hydrated made React hydrate the rest of it in one",
  "  task (10-25 ms of wall time, against 3-6 ms as a transition).",
  "- The page hydrates inside startTransition (client/hydrate.tsx). Outside one, React hydrates in its default",
  "  lane, which renders the whole page in one task; in a transition lane it yields to the browser every few",
  "  milliseconds. Lighthouse on /portfolio, quiet machine: median blocking time 69 ms over six runs without,",
  "  35 ms over eleven with (single runs range from 0 to 134 ms either way: noise this size hides smaller gains).",
  "- Files in public/ are cached for a week and then revalidated by ETag, not made immutable: the studio",
  "  replaces placeholder media at the same names (docs/MEDIA.md).",
  '- The yardstick ("twin") of each URL is its response exactly as a browser receives it (brotli, same',
  "  status and headers), answered from memory by a plain Bun.serve in a process of its own: the fastest",
  "  this machine sends those bytes. Page and twin take turns, nine rounds of 2 s with who goes first",
  "  alternating, and the median is kept: of the req/s ratio, and of the ratio of CPU time per request (the",
  "  twin's over the page's). The machine is shared with other work, which makes req/s swing from round to",
  "  round; CPU per request swings less, and on a machine of its own a server's throughput follows it, so the",
  "  targets are judged on that ratio (req/s beside it). Every round's ratio is shown, so a swing is visible.",
  "- A second twin reads the two request headers every answer of the site must read (Accept-Encoding, to",
  "  send brotli or gzip; If-None-Match, to answer 304) and nothing else more; its req/s over the plain twin's",
  '  is the column "twin reading the headers". On Bun 1.4.4 the first read of `request.headers` copies the',
  "  parser's whole header table and builds a Headers object: that share of the gap to the plain twin is no",
  "  code of the site's. (On a quiet machine of this kind, 2026-11-28: the reading twin made 0.93 of the plain",
  "  twin's req/s; the same twin code run inside the site's server process 0.89 (not its heap: a twin holding",
  "  136 MB of objects kept its pace); with the header read and the request line added 0.80, and the whole",
  "  cached answer 0.74. The line and the cache lookup are the site's to make cheaper; the header read is not.)",
  "- Where the rest of a cached list's gap goes (2026-11-28, /api/admin/logos unless said; the machine was",
  "  shared, load average 3-14, so every figure is the median of one run where the variants took turns,",
  "  nine to thirteen rounds of 2 s, CPU ratio first and req/s after, and single rounds ranged ±0.2). The",
  "  twin's own code run inside the server process: 0.87-0.95 (req/s 0.83-1.04, six runs); with the sweeps,",
  "  pollers and the start's orphan sweep off 0.91-0.93, with Postgres instead of the PGlite child 0.92:",
  "  nothing this machine can tell apart. The server idles at 5 ms of CPU a second, its database child at",
  "  4. A twin process beside an idle node:http server (the embedded S3's kind) kept its pace (0.97); one",
  "  that had imported the whole app made 0.92, then 0.94. So some 0.05-0.1 of the gap is the server",
  "  process, cause not found. Inside it, reading the two request headers took the in-process twin from",
  "  0.95 to 0.81 (req/s 0.90 to 0.78): dearer there than in a process of its own (0.91-0.93), and no code",
  "  of the site's. The site's whole cached answer without its request line made 0.81-0.87 (req/s",
  "  0.78-0.81), with it 0.71-0.73 (0.75-0.82), with the line made but not written 0.68 (0.84): the line",
  "  costs some 0.1 of CPU, its write nothing seen. Timed in a loop (best of 25 rounds) a cache hit costs",
  "  1.1 µs against the twin's 0.9 (three header gets 0.09, a clock read 0.04, the map 0.01), the line 0.19",
  "  µs, 0.35-0.4 with its batched write to a file: under wrk the server pays more for each than these. A",
  "  hit now reads the request's headers once (ETag, encoding, the proxy's scheme), takes HSTS from a",
  "  prebuilt header set and the time read for the line, and a line makes one copy fewer; old and new code",
  "  side by side: 0.70 and 0.69, 0.66 and 0.66 (logos), 0.72 and 0.78 (clients); req/s 0.80 and 0.78, 0.67",
  "  and 0.74, 0.76 and 0.82: below this machine's noise. 0.9 is not reached.",
  "- Uncached render time is the whole request through the app with the cache switched off: page data read",
  "  from the database, React rendered to a stream and read to the last byte. Every page is warmed first, then",
  "  400 renders of each are timed in ten rounds that take turns between the pages.",
  "- Memory is the resident set of the server and its child processes, sampled every 100 ms during the load,",
  "  and CPU per request is theirs too. In embedded mode that includes the embedded stores: s3rver inside the",
  "  server, and PGlite (Postgres compiled to WebAssembly, with a 16 MB buffer pool) in a child process. PGlite",
  "  used to run inside the server, where the garbage collector counted its WebAssembly memory as heap (300 MB",
  "  against 19 MB without it) and a plain response from memory cost 4-5 µs more CPU beside it than without it",
  "  (16.7 and 15.8 µs against 12.9 and 10.5). In a process of its own it sits idle while cached pages are",
  "  sent (20 ms of CPU over 3 s of load, counted here with the server's).",
  "- Work that needs much memory once runs in short-lived child processes, which return it when they end:",
  "  bundling the client (Bun.build, brotli 11: src/platform/ssr/client-bundle.ts) and drawing the seed's blur",
  "  placeholders (sharp: src/features/seed/seed-blurs.ts). Inside the server the allocator kept the bundler's working",
  "  memory (about 15 MB), and sharp with libvips added some 30 MB at import; a server that only answers",
  "  visitors now never loads sharp, which an upload imports on first use (src/platform/media/sharp.ts). Postgres pass,",
  "  server started and six pages warmed, before and after: 137 and 94 MB on a fresh database, 116 and 92 MB",
  "  when restarted on a seeded one.",
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function writeReport(root: string, modes: ModeResult[], notes: string[] = [], backups: BackupResult[] = []) {
  const machine = {
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    bun: Bun.version,
    date: new Date().toISOString(),
  };
  mkdirSync(join(root, "bench"), { recursive: true });
  const targets = judgeTargets(modes, backups);
  writeFileSync(join(root, "bench/results.json"), JSON.stringify({ machine, targets, modes, backups }, null, 2) + "\n");

  const lines = [
    "# Performance",
    "",
    "Measured by `bun run bench` (scripts/bench.ts); raw numbers in bench/results.json.",
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB; Bun ${machine.bun}; ${machine.date.slice(0, 10)}.`,
    "The load generator runs on the same 2 cores as the server, so absolute numbers are low; the",
    "ratio against the same response served from memory by a plain Bun.serve (the twin) is the headline.",
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
    lines.push(
      "| URL | page req/s | twin req/s | req/s ratio (every round) | page CPU/request | twin CPU/request | CPU ratio (every round) | twin reading the headers, req/s ratio | page p99 |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    );
    for (const t of m.throughput) {
      lines.push(
        `| ${t.path} | ${t.page.requestsPerSec} | ${t.static.requestsPerSec} | ${t.ratio} (${t.ratios.join(", ")}) | ${t.page.cpuUsPerRequest} µs | ${t.static.cpuUsPerRequest} µs | ${t.costRatio} (${t.costRatios.join(", ")}) | ${t.headerRatio} (${t.headerRatios.join(", ")}) | ${t.page.p99Ms ?? "–"} ms |`,
      );
    }
    lines.push(
      "",
      `Server memory (RSS, with its child processes) under this load: ${m.rssUnderLoadMb} MB (high-water mark since start, startup included: ${m.peakRssMb} MB).`,
      "",
    );
    if (m.bodies) lines.push(`${describeBodies(m.bodies)}.`, "");
    if (m.uploadMemory) lines.push(...describeUploadMemory(m.uploadMemory).map((line) => `- ${line}.`), "");
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
      const row = (label: string, l: LighthouseResult) =>
        `| ${label} | ${l.performance} (${l.performanceRuns.join(", ")}) | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} ms | ${l.cls} | ${l.tbtMs} ms |`;
      for (const l of m.lighthouse) lines.push(row(l.path, l));
      if (m.lighthouseControl) lines.push(row("control: an empty page, plain Bun.serve", m.lighthouseControl));
    }
    if (m.headers) {
      lines.push("", "Compression and caching, as a browser sees them (Accept-Encoding: br, gzip):", "");
      lines.push("| response | URL | encoding | cache-control | 304 on ETag |", "|---|---|---|---|---|");
      for (const h of m.headers)
        lines.push(`| ${h.kind} | ${h.url} | ${h.contentEncoding ?? "none"} | ${h.cacheControl ?? "–"} | ${h.revalidates304 ? "yes" : "no"} |`);
    }
  }
  if (backups.length) {
    lines.push(
      "",
      "## Backup and restore at size",
      "",
      "Through the admin API of a production server; memory is the server with its child processes, from its level before each step.",
      "",
    );
    lines.push("| stores | images | stored files | archive | backup | memory | restore | memory |", "|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const b of backups) {
      lines.push(
        `| ${b.mode} | ${b.images} | ${b.files} | ${b.archiveMb} MB | ${b.backup.seconds} s | ${b.backup.baseMb} → ${b.backup.peakMb} MB (+${b.backup.growthMb}) | ${b.restore.seconds} s | ${b.restore.baseMb} → ${b.restore.peakMb} MB (+${b.restore.growthMb}) |`,
      );
    }
  }
  const lists = modes.find((m) => m.lists)?.lists;
  if (lists) lines.push("", ...describeListWeight(lists));
  mkdirSync(join(root, "docs"), { recursive: true });
  writeFileSync(join(root, "docs/PERFORMANCE.md"), lines.join("\n") + "\n");
}
