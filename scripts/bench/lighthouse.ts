// Lighthouse (mobile settings, its defaults) against Debian's Chromium. Lighthouse 12 runs on
// Node, not Bun, so it is started as a Node process. Scores vary from run to run, so a page is
// run several times and the run with the median performance score is kept (as Lighthouse's own
// guidance on variability suggests), with every run's score recorded beside it.
import { $ } from "bun";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Captured } from "./twin.ts";

export type LighthouseResult = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that lost points: what to fix next. */
  misses: string[];
  /** The performance score of every run, the kept one among them. */
  performanceRuns: number[];
};

type Audit = { id: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number };

/**
 * Lighthouse's floor on this machine: a document with a heading and a paragraph, no style, font,
 * image or script, answered from memory by a plain Bun.serve (the twin). What it loses is Chrome's
 * own cost of a navigation here (the commit, the first layout), scaled up 4x by the simulation,
 * which no page can go below; the pages' scores are read beside it.
 */
export const CONTROL_PAGE: Captured = {
  path: "/control",
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"]],
  body: new TextEncoder().encode(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">' +
      '<title>Control</title><meta name="description" content="The least a page can be."></head><body><h1>Control</h1><p>The least a page can be.</p></body></html>',
  ),
};

const CLI = join(import.meta.dir, "../../node_modules/lighthouse/cli/index.js");
const FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";

export async function runLighthouse(baseUrl: string, path: string, chromePath: string, runs = 1): Promise<LighthouseResult> {
  const results: Omit<LighthouseResult, "performanceRuns">[] = [];
  // A run whose trace Lighthouse itself failed to record (NO_NAVSTART, now and then on a busy
  // machine) scores 0 without measuring the page: it is run again, at most twice per page.
  let retries = 2;
  while (results.length < runs) {
    const result = await runOnce(baseUrl, path, chromePath);
    if (result) results.push(result);
    else if (retries-- === 0) throw new Error(`Lighthouse could not record ${path} three times`);
  }
  results.sort((a, b) => a.performance - b.performance);
  return { ...results[Math.floor(results.length / 2)]!, performanceRuns: results.map((r) => r.performance) };
}

async function runOnce(baseUrl: string, path: string, chromePath: string): Promise<Omit<LighthouseResult, "performanceRuns"> | null> {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-"));
  const out = join(dir, "report.json");
  try {
    const run =
      await $`node ${CLI} ${baseUrl + path} --quiet --output=json --output-path=${out} --only-categories=performance,accessibility,best-practices,seo --chrome-flags=${FLAGS}`
        .env({ ...process.env, CHROME_PATH: chromePath })
        .quiet()
        .nothrow();
    const failure = run.stderr.toString().match(/Runtime error encountered: .*\((\w+)\)/);
    if (failure) {
      console.log(`lighthouse ${path}: ${failure[1]}, run again`);
      return null;
    }
    if (run.exitCode !== 0) throw new Error(`lighthouse ${path} failed: ${run.stderr.toString()}`);
    const report = JSON.parse(readFileSync(out, "utf8"));
    const audits = report.audits as Record<string, Audit>;
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? 0;
    return {
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(value("largest-contentful-paint")),
      cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
      tbtMs: Math.round(value("total-blocking-time")),
      misses: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && !["informative", "notApplicable", "manual"].includes(a.scoreDisplayMode))
        .map((a) => `${a.id}: ${a.score}${a.displayValue ? ` (${a.displayValue})` : ""}`),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
