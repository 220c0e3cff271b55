// What a first visit downloads: every same-origin script and stylesheet Chromium fetches while
// loading a page and letting its after-first-paint widgets load, sized raw, gzip and brotli.
// Also proves that no admin code is among them.
import { brotliCompressSync, gzipSync, constants } from "node:zlib";
import { chromium } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type PageBytes = {
  path: string;
  files: number;
  /** The HTML document itself. */
  html: { raw: number; gzip: number; brotli: number };
  js: { raw: number; gzip: number; brotli: number };
  css: { raw: number; gzip: number; brotli: number };
  adminCodeLoaded: boolean;
};

/** Strings that exist only in the admin's code. */
const ADMIN_MARKERS = ["Please choose a new image", "Loading client...", "Logged out successfully"];

export async function measureBytes(baseUrl: string, paths: string[], chromePath: string): Promise<PageBytes[]> {
  const userDataDir = mkdtempSync(join(tmpdir(), "bench-chrome-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    viewport: { width: 1440, height: 900 },
  });
  const results: PageBytes[] = [];
  try {
    for (const path of paths) {
      const page = await context.newPage();
      const urls = new Set<string>();
      page.on("request", (request) => {
        const type = request.resourceType();
        if ((type === "script" || type === "stylesheet") && request.url().startsWith(baseUrl)) urls.add(request.url());
      });
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      await page.waitForTimeout(1500);
      await page.close();
      const totals = { html: { raw: 0, gzip: 0, brotli: 0 }, js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
      totals.html = await htmlAsSent(baseUrl + path);
      let adminCodeLoaded = false;
      for (const url of urls) {
        const body = new Uint8Array(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
        add(url.endsWith(".css") ? totals.css : totals.js, body);
        const text = new TextDecoder().decode(body);
        if (ADMIN_MARKERS.some((marker) => text.includes(marker))) adminCodeLoaded = true;
      }
      results.push({ path, files: urls.size, ...totals, adminCodeLoaded });
    }
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  return results;
}

/** The document as the server sends it in each encoding (compressed by the server at its levels). */
async function htmlAsSent(url: string) {
  const size = async (encoding: string) =>
    (await (await fetch(url, { headers: { "accept-encoding": encoding }, decompress: false })).arrayBuffer()).byteLength;
  return { raw: await size("identity"), gzip: await size("gzip"), brotli: await size("br") };
}

/** Assets are precompressed at the highest levels, so they are measured that way. */
function add(bucket: { raw: number; gzip: number; brotli: number }, body: Uint8Array) {
  bucket.raw += body.length;
  bucket.gzip += gzipSync(body, { level: 9 }).length;
  bucket.brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}
