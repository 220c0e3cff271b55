// `bun run bench`: how fast and how heavy the site is, against the physical limit of this
// machine (the same bytes served as a static file by the same server). Writes
// bench/results.json and docs/PERFORMANCE.md. A benchmark, not a test: it judges nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { loadConfig } from "../src/config.ts";
import { buildClient } from "../src/ssr/client-build.ts";
import { openStores } from "../src/stores.ts";
import { measureBytes } from "./bench/bytes.ts";
import { checkHeaders } from "./bench/headers.ts";
import { runLighthouse } from "./bench/lighthouse.ts";
import { measureLoad } from "./bench/load.ts";
import { measureRender } from "./bench/render.ts";
import { writeReport, type ModeResult } from "./bench/report.ts";
import { startServer } from "./bench/server.ts";

const ROOT = join(import.meta.dir, "..");
const STATIC_DIR = join(ROOT, "public/_bench");
const TARGETS = ["/", "/portfolio", "/animation", "/guidelines/thunder", "/api/admin/logos", "/api/admin/clients"];
const PAGES = TARGETS.filter((p) => !p.startsWith("/api"));
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const quick = process.argv.includes("--quick");
// Lighthouse scores vary between runs: the full benchmark keeps each page's median of three.
const LIGHTHOUSE_RUNS = quick ? 1 : 3;
const ADMIN = { username: "bench", password: crypto.randomUUID() };

const staticName = (path: string) => (path === "/" ? "home" : path.slice(1).replace(/\//g, "-")) + (path.startsWith("/api") ? ".json" : ".html");

async function benchMode(mode: "embedded" | "postgres", databaseUrl?: string): Promise<ModeResult> {
  console.log(`\n=== ${mode} ===`);
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${mode}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  try {
    // 1. The exact bytes of each target, saved as plain files for the static twin.
    const first = await startServer(env);
    rmSync(STATIC_DIR, { recursive: true, force: true });
    mkdirSync(STATIC_DIR, { recursive: true });
    for (const path of TARGETS) {
      const body = await (await fetch(first.url + path, { headers: { "accept-encoding": "identity" } })).arrayBuffer();
      writeFileSync(join(STATIC_DIR, staticName(path)), new Uint8Array(body));
    }
    await first.stop();

    // 2. Throughput, page beside its static twin, on a server that has both.
    const server = await startServer(env);
    const throughput = [];
    for (const path of TARGETS) {
      await fetch(server.url + path).then((r) => r.arrayBuffer());
      const page = await measureLoad(server.url + path, { seconds: quick ? 3 : 8 });
      const twin = await measureLoad(`${server.url}/_bench/${staticName(path)}`, { seconds: quick ? 3 : 8 });
      const ratio = Math.round((page.requestsPerSec / twin.requestsPerSec) * 100) / 100;
      console.log(`${path}: ${page.requestsPerSec} req/s vs static ${twin.requestsPerSec} req/s → ${ratio}`);
      throughput.push({ path, page, static: twin, ratio });
    }
    const peakRssMb = server.peakRssMb();
    console.log(`peak RSS ${peakRssMb} MB`);

    const headers = await checkHeaders(server.url, ADMIN);
    for (const h of headers) console.log(`${h.kind} ${h.url}: ${h.contentEncoding ?? "no encoding"}, ${h.cacheControl}, 304: ${h.revalidates304}`);

    let bytes, lighthouse;
    if (mode === "embedded") {
      bytes = await measureBytes(server.url, PAGES, CHROME);
      for (const b of bytes) console.log(`${b.path}: HTML ${(b.html.brotli / 1024).toFixed(1)} KB br, JS ${(b.js.gzip / 1024).toFixed(1)} KB gzip, CSS ${(b.css.gzip / 1024).toFixed(1)} KB gzip, admin code: ${b.adminCodeLoaded}`);
      lighthouse = [];
      for (const path of PAGES) {
        const result = await runLighthouse(server.url, path, CHROME, LIGHTHOUSE_RUNS);
        console.log(`lighthouse ${path}: perf ${result.performance} (runs ${result.performanceRuns.join(", ")}) a11y ${result.accessibility} bp ${result.bestPractices} seo ${result.seo}`);
        for (const miss of result.misses) console.log(`   - ${miss}`);
        lighthouse.push(result);
      }
    }
    await server.stop();

    // 3. Uncached render time, in this process, on stores of the same kind.
    const config = loadConfig({ ...process.env, ...env, DATA_DIR: mkdtempSync(join(tmpdir(), "bench-render-")), NODE_ENV: "production" });
    const stores = await openStores(config);
    const build = await buildClient({ minify: true });
    const render = await measureRender(stores, config, build, PAGES, quick ? 100 : 400);
    await stores.close();
    rmSync(config.dataDir, { recursive: true, force: true });
    for (const r of render) console.log(`render ${r.path}: p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`);

    return { mode, throughput, peakRssMb, render, bytes, lighthouse, headers };
  } finally {
    rmSync(STATIC_DIR, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withFreshDatabase<T>(run: (url: string) => Promise<T>): Promise<T | null> {
  const server = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = postgres(server, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const name = `studio_bench_${Date.now()}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    console.warn(`no Postgres at ${server} (${(error as Error).message}): skipping the real-Postgres pass`);
    await admin.end();
    return null;
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    return await run(url.href);
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (process.env.NODE_ENV !== "production") console.warn("NODE_ENV is not production: numbers will be slow (use `bun run bench`)");
const modes: ModeResult[] = [await benchMode("embedded")];
const pg = await withFreshDatabase((url) => benchMode("postgres", url));
if (pg) modes.push(pg);
const notes = pg ? [] : ["The real-Postgres pass did not run (no server reachable): its targets are unjudged."];
await writeReport(ROOT, modes, notes);
console.log("\nwrote bench/results.json and docs/PERFORMANCE.md");
