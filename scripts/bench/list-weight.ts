// Lists at size (issue 36): a service page's and a portfolio tab's HTML and uncached render time
// with 24, 100 and 400 published projects on them, the first page and one past it, and the
// admin's projects list at 400. Each size on fresh embedded stores, the projects added straight
// to the database (scripts/bench/catalogue.ts), the app in this process with the cache off.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { createApp } from "../../src/app.ts";
import { ensureAdmin } from "../../src/platform/auth/accounts.ts";
import { loadConfig } from "../../src/platform/config.ts";
import { consoleLogger } from "../../src/platform/logger.ts";
import type { ClientBuild } from "../../src/platform/ssr/client-build.ts";
import { openStores } from "../../src/platform/stores.ts";
import { MIGRATION_SEEDS } from "../../src/features/seed/seed-content.ts";
import { PROJECT_CHOICES_PATH, PROJECT_COUNTS_PATH, PROJECT_LIST_PATH } from "../../client/contract/project-list.ts";
import { addPublishedProjects, addToTab } from "./catalogue.ts";
import { measureRender } from "./render.ts";

/** A target met or not, as the Targets table shows it (scripts/bench/targets.ts has the same shape; importing it would close a circle). */
type TargetVerdict = { target: string; met: boolean; measured: string };
const SIZES = [24, 100, 400];
const SERVICE = "guidelines";
const TAB = "guidelines";
/** Past the first page, a page weighs at most this much more than the 24-project one; render time likewise ("flat"). */
const MAX_WEIGHT_RATIO = 1.25;
const MAX_RENDER_RATIO = 1.5;

type Measured = { path: string; htmlKb: number; brotliKb: number; p50Ms: number };
export type ListWeightResult = {
  /** Renders (and admin requests) timed for each p50: 100, or 30 with --quick. */
  runs: number;
  sizes: { projects: number; tabItems: number; pages: Measured[] }[];
  /**
   * The admin at the largest size: the projects list's page of rows, what the Services and
   * Portfolio screens load of the projects (each service's counts, a service's published page,
   * every project's title), against every project with its images.
   */
  admin: { projects: number; listKb: number; listP50Ms: number; countsKb: number; servicePageKb: number; choicesKb: number; everyProjectKb: number };
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const ADMIN = { username: "bench-lists", password: crypto.randomUUID() };

export async function measureListWeight(build: ClientBuild, { runs = 100 } = {}): Promise<ListWeightResult> {
  const sizes: ListWeightResult["sizes"] = [];
  let admin: ListWeightResult["admin"] | undefined;
  for (const size of SIZES) {
    const dataDir = mkdtempSync(join(tmpdir(), "bench-lists-"));
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" });
    const stores = await openStores(config, { seeds: MIGRATION_SEEDS });
    try {
      const { sql } = stores;
      const [own] = await sql<{ count: number }[]>`
        select count(*)::int as count from projects where family = ${SERVICE} and status = 'published' and deleted_at is null`;
      const ids = await addPublishedProjects(sql, SERVICE, Math.max(0, size - own!.count), "bench");
      await addToTab(sql, TAB, ids);
      const [tab] = await sql<{ count: number }[]>`select count(*)::int as count from portfolio_items where tab = ${TAB} and deleted_at is null`;
      const paths = [`/${SERVICE}`, `/${SERVICE}?page=2`, `/portfolio?tab=${TAB}`, `/portfolio?tab=${TAB}&page=2`];
      const app = await createApp({ config, sql, objects: stores.objects, build, log: consoleLogger, jwtSecret: "x".repeat(40), cache: noCache() });
      // A page that is not there (a list of one page has no page 2) is left out.
      const shown: { path: string; html: Uint8Array }[] = [];
      for (const path of paths) {
        const response = await app.handle(new Request(`http://localhost${path}`));
        const html = new Uint8Array(await response.arrayBuffer());
        if (response.status === 200) shown.push({ path, html });
      }
      const timings = await measureRender(
        stores,
        config,
        build,
        shown.map((page) => page.path),
        runs,
      );
      sizes.push({
        projects: size,
        tabItems: tab!.count,
        pages: shown.map(({ path, html }) => ({
          path,
          htmlKb: kb(html.byteLength),
          brotliKb: kb(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).byteLength),
          p50Ms: timings.find((timing) => timing.path === path)!.p50Ms,
        })),
      });
      if (size === SIZES.at(-1)) admin = await measureAdminList(app, sql, runs);
    } finally {
      await stores.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { runs, sizes, admin: admin! };
}

async function measureAdminList(app: Awaited<ReturnType<typeof createApp>>, sql: Parameters<typeof ensureAdmin>[0], runs: number) {
  await ensureAdmin(sql, ADMIN);
  const login = await app.handle(
    new Request("http://localhost/api/admin/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) }),
  );
  const { token } = (await login.json()) as { token: string };
  const get = async (path: string) => {
    const response = await app.handle(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }));
    return new Uint8Array(await response.arrayBuffer());
  };
  const times: number[] = [];
  let list = new Uint8Array();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    list = await get(PROJECT_LIST_PATH);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const [count] = await sql<{ count: number }[]>`select count(*)::int as count from projects where deleted_at is null`;
  return {
    projects: count!.count,
    listKb: kb(list.byteLength),
    listP50Ms: Math.round(times[Math.floor(times.length / 2)]! * 100) / 100,
    countsKb: kb((await get(PROJECT_COUNTS_PATH)).byteLength),
    servicePageKb: kb((await get(`${PROJECT_LIST_PATH}?service=${SERVICE}&status=published`)).byteLength),
    choicesKb: kb((await get(PROJECT_CHOICES_PATH)).byteLength),
    everyProjectKb: kb((await get("/api/admin/projects")).byteLength),
  };
}

function noCache() {
  return { get: () => undefined, generation: () => 0, set() {}, drop() {}, clear() {}, size: 0 };
}

/** The kind of page a path is, the same at every size. */
const pageKind = (path: string) => `${path.startsWith("/portfolio") ? "tab" : "service"}${path.includes("page=2") ? " page 2" : ""}`;

function judgeListWeight(result: ListWeightResult): TargetVerdict[] {
  const [base, ...larger] = result.sizes;
  if (!base) return [];
  const ofKind = (kind: string) => base.pages.find((page) => pageKind(page.path) === kind);
  // A later page is held to the 24-project page of its kind, which has no page 2: to its first page.
  const referenceOf = (page: Measured) => ofKind(pageKind(page.path)) ?? ofKind(pageKind(page.path).replace(" page 2", ""))!;
  const compare = (measure: (page: Measured) => number) =>
    larger.flatMap((size) =>
      size.pages.map((page) => ({ size: size.projects, page, ratio: Math.round((measure(page) / measure(referenceOf(page))) * 100) / 100 })),
    );
  const weights = compare((page) => page.htmlKb);
  const renders = compare((page) => page.p50Ms);
  const describe = (rows: typeof weights) => rows.map((row) => `${pageKind(row.page.path)} at ${row.size}: ${row.ratio}x`).join(", ");
  return [
    {
      target: `a service page's and a portfolio tab's HTML at 100 and 400 projects within ${MAX_WEIGHT_RATIO}x of 24 (any page)`,
      met: weights.every((row) => row.ratio <= MAX_WEIGHT_RATIO),
      measured: describe(weights),
    },
    {
      target: `their uncached render p50 flat (within ${MAX_RENDER_RATIO}x of 24; measured under load)`,
      met: renders.every((row) => row.ratio <= MAX_RENDER_RATIO),
      measured: describe(renders),
    },
  ];
}

const HEADING = "## Lists at size";

/** The section of docs/PERFORMANCE.md: the targets judged, then every page measured. */
export function describeListWeight(result: ListWeightResult): string[] {
  const lines = [
    HEADING,
    "",
    "Measured by `bun run bench` (or alone: `bun run bench --lists`; scripts/bench/list-weight.ts): published",
    "projects with one image each on one service and one portfolio tab, on fresh embedded stores, the app",
    "in the bench's process with the render cache off. HTML as sent (and brotli 5). Render times were",
    "measured on a machine shared with other work, under load: read them as a trend across sizes. A",
    "service page reads one page of projects and counts them (src/features/services/work-page.ts); a",
    "portfolio tab likewise reads one page of each tab's pieces and counts them (src/features/portfolio/tab-page.ts).",
    "",
    "| target | met | measured |",
    "|---|---|---|",
    ...judgeListWeight(result).map((t) => `| ${t.target} | ${t.met ? "met" : "**not met**"} | ${t.measured} |`),
    "",
    `Each p50 is of ${result.runs} renders.`,
    "",
    "| projects | tab items | page | HTML | brotli | render p50 |",
    "|---:|---:|---|---:|---:|---:|",
  ];
  for (const size of result.sizes) {
    for (const page of size.pages)
      lines.push(`| ${size.projects} | ${size.tabItems} | ${page.path} | ${page.htmlKb} KB | ${page.brotliKb} KB | ${page.p50Ms} ms |`);
  }
  const { admin } = result;
  lines.push(
    "",
    `Admin with ${admin.projects} projects: the projects list's page (${PROJECT_LIST_PATH}) ${admin.listKb} KB, p50 ${admin.listP50Ms} ms; ` +
      `Services loads the counts (${PROJECT_COUNTS_PATH}) ${admin.countsKb} KB and a gallery service's first page of published projects ${admin.servicePageKb} KB; ` +
      `Portfolio loads every project's title and address (${PROJECT_CHOICES_PATH}) ${admin.choicesKb} KB; ` +
      `every project with its images (GET /api/admin/projects, which no screen loads any more) ${admin.everyProjectKb} KB.`,
  );
  return lines;
}

/** docs/PERFORMANCE.md with its lists section put in (in place of the last one), the rest as it was. */
export function withListSection(markdown: string, result: ListWeightResult): string {
  const section = describeListWeight(result).join("\n") + "\n";
  const start = markdown.indexOf(HEADING);
  if (start === -1) return `${markdown.trimEnd()}\n\n${section}`;
  const next = markdown.indexOf("\n## ", start + HEADING.length);
  return markdown.slice(0, start) + section + (next === -1 ? "" : markdown.slice(next));
}
