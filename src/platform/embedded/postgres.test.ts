// The embedded database runs in a process of its own (postgres-process.ts). An owner notices
// if it outlives a crashed server (the next start finds the data directory held), if a restart
// loses what was saved, or if the server keeps answering after its database died.
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { loadEmbeddedCredentials } from "./credentials.ts";
import { readFirstLine } from "./first-line.ts";
import { startEmbeddedPostgres } from "./postgres.ts";

const dir = mkdtempSync(join(tmpdir(), "studio-embedded-pg-"));
const credentials = loadEmbeddedCredentials(dir).postgres;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Running, not merely unreaped: a process whose parent was killed may linger as a zombie. */
function alive(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]![0];
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

async function gone(pid: number, ms = 15_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!alive(pid)) return true;
    await Bun.sleep(100);
  }
  return false;
}

async function withSql<T>(url: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

test("the database is a process of its own, and a clean stop keeps what was saved", async () => {
  const pg = await startEmbeddedPostgres(join(dir, "pg"), credentials);
  expect(pg.pid).not.toBe(process.pid);
  expect(alive(pg.pid)).toBe(true);
  await withSql(pg.url, (sql) => sql`create table kept (note text)`.then(() => sql`insert into kept values ('saved before the stop')`));
  await pg.stop();
  expect(await gone(pg.pid)).toBe(true);

  const again = await startEmbeddedPostgres(join(dir, "pg"), credentials);
  try {
    const rows = await withSql(again.url, (sql) => sql`select note from kept`);
    expect(rows.map((r) => r.note)).toEqual(["saved before the stop"]);
  } finally {
    await again.stop();
  }
}, 240_000);

test("a server killed outright does not leave its database running, and the next start finds the data", async () => {
  // A server process of its own, killed with SIGKILL: it gets no chance to stop anything.
  const script = `
    import { startEmbeddedPostgres } from ${JSON.stringify(join(import.meta.dir, "postgres.ts"))};
    const pg = await startEmbeddedPostgres(${JSON.stringify(join(dir, "pg"))}, ${JSON.stringify(credentials)});
    const { default: postgres } = await import("postgres");
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    await sql\`insert into kept values ('saved before the crash')\`;
    await sql.end();
    console.log(pg.pid);
    await new Promise(() => {});
  `;
  const server = Bun.spawn([process.execPath, "-e", script], { stdout: "pipe", stderr: "inherit" });
  const { line } = await readFirstLine(server.stdout);
  const databasePid = Number(line.trim());
  expect(databasePid).toBeGreaterThan(0);
  expect(alive(databasePid)).toBe(true);

  server.kill("SIGKILL");
  await server.exited;
  expect(await gone(databasePid)).toBe(true);

  const again = await startEmbeddedPostgres(join(dir, "pg"), credentials);
  try {
    const rows = await withSql(again.url, (sql) => sql`select note from kept order by note`);
    expect(rows.map((r) => r.note)).toEqual(["saved before the crash", "saved before the stop"]);
  } finally {
    await again.stop();
  }
}, 240_000);

test("a database process that dies on its own is reported, so the server can stop instead of failing every save", async () => {
  let reported: number | null | undefined;
  const pg = await startEmbeddedPostgres(join(dir, "pg"), credentials, { onExit: (code) => (reported = code) });
  process.kill(pg.pid, "SIGKILL");
  const end = Date.now() + 15_000;
  while (reported === undefined && Date.now() < end) await Bun.sleep(50);
  expect(reported).not.toBeUndefined();
  await pg.stop();

  // A stop that was asked for is not reported.
  let reportedAgain = false;
  const again = await startEmbeddedPostgres(join(dir, "pg"), credentials, { onExit: () => (reportedAgain = true) });
  await again.stop();
  await Bun.sleep(200);
  expect(reportedAgain).toBe(false);
}, 240_000);
