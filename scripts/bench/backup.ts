// Backup and restore of a big site: IMAGES project images (six stored files each: three widths,
// AVIF and WebP), backed up through POST /api/admin/backup from one server process and restored
// through POST /api/admin/restore into another on empty stores. Reports each step's time and how
// far the server's memory (its child processes included) rose above its level before the step.
// Runs alone (`NODE_ENV=production bun scripts/bench/backup.ts [images]`) or from scripts/bench.ts.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { RESTORE_CONFIRM_HEADER, RESTORE_CONFIRM_WORD } from "../../client/contract/safety.ts";
import { loadConfig } from "../../src/platform/config.ts";
import { MIGRATION_SEEDS } from "../../src/features/seed/seed-content.ts";
import { openStores } from "../../src/platform/stores.ts";
import { startServer, type BenchServer } from "./server.ts";

type BackupStep = { seconds: number; baseMb: number; peakMb: number; growthMb: number };
export type BackupResult = {
  mode: string;
  images: number;
  files: number;
  storedMb: number;
  archiveMb: number;
  backup: BackupStep;
  restore: BackupStep;
};

const ADMIN = { username: "bench", password: crypto.randomUUID() };
const WIDTHS = [480, 960, 1600];

async function benchBackup(mode: "embedded" | "postgres", images: number, newDatabase?: () => Promise<string>): Promise<BackupResult> {
  const dirs = [mkdtempSync(join(tmpdir(), "bench-backup-from-")), mkdtempSync(join(tmpdir(), "bench-backup-to-"))];
  const env = async (dataDir: string) => ({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...(newDatabase ? { DATABASE_URL: await newDatabase() } : {}),
  });
  const servers: BenchServer[] = [];
  try {
    const fromEnv = await env(dirs[0]!);
    const { files, storedBytes } = await seed(fromEnv, images);
    console.log(`${mode}: seeded ${images} images (${files} files, ${Math.round(storedBytes / 1e6)} MB)`);
    const from = await startServer(fromEnv);
    servers.push(from);
    const archive = join(dirs[0]!, "backup.tar.gz");
    // Signed in before measuring: a sign-in's password hash takes memory of its own.
    const fromToken = await signIn(from.url);
    const backup = await measure(from, async () => {
      const response = await fetch(`${from.url}/api/admin/backup`, { method: "POST", headers: { authorization: `Bearer ${fromToken}` } });
      if (response.status !== 200) throw new Error(`backup answered ${response.status}`);
      await Bun.write(archive, response);
    });
    const archiveMb = Math.round(statSync(archive).size / 1e6);
    console.log(`${mode}: backup ${backup.seconds} s, ${archiveMb} MB, memory ${backup.baseMb} → ${backup.peakMb} MB (+${backup.growthMb})`);

    const to = await startServer(await env(dirs[1]!));
    servers.push(to);
    const toToken = await signIn(to.url);
    const restore = await measure(to, async () => {
      const headers = { authorization: `Bearer ${toToken}`, "content-type": "application/gzip", [RESTORE_CONFIRM_HEADER]: RESTORE_CONFIRM_WORD };
      const response = await fetch(`${to.url}/api/admin/restore`, { method: "POST", headers, body: Bun.file(archive), timeout: false });
      if (response.status !== 200) throw new Error(`restore answered ${response.status}: ${await response.text()}`);
    });
    console.log(`${mode}: restore ${restore.seconds} s, memory ${restore.baseMb} → ${restore.peakMb} MB (+${restore.growthMb})`);
    return { mode, images, files, storedMb: Math.round(storedBytes / 1e6), archiveMb, backup, restore };
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

/** The server's memory sampled every 100 ms while `work` runs, against its level just before. */
async function measure(server: BenchServer, work: () => Promise<void>): Promise<BackupStep> {
  const baseMb = server.rssMb();
  let peakMb = baseMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, server.rssMb())), 100);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  peakMb = Math.max(peakMb, server.rssMb());
  return { seconds: Math.round((performance.now() - started) / 100) / 10, baseMb, peakMb, growthMb: peakMb - baseMb };
}

/** One project holding every image, each a variant set of six files of 4 to 24 KB (incompressible, as images are). */
async function seed(env: Record<string, string>, images: number): Promise<{ files: number; storedBytes: number }> {
  const stores = await openStores(loadConfig({ ...process.env, ...env }), { seeds: MIGRATION_SEEDS });
  try {
    const { sql, objects } = stores;
    const [project] = await sql<{ id: string }[]>`
      insert into projects (family, slug, title, status, position) values ('productvisualization', 'bench-backup', 'Bench Backup', 'published', 0) returning id`;
    let storedBytes = 0;
    const rows = Array.from({ length: images }, (_, i) => ({
      project_id: project!.id,
      image_key: `projects/${Bun.randomUUIDv7()}`,
      image_width: 1600,
      image_height: 1000,
      alt: `Bench image ${i}`,
      position: i,
    }));
    for (let i = 0; i < rows.length; i += 500) await sql`insert into project_images ${sql(rows.slice(i, i + 500))}`;
    const keys = rows.flatMap((row) => WIDTHS.flatMap((width) => [`${row.image_key}/${width}.avif`, `${row.image_key}/${width}.webp`]));
    for (let i = 0; i < keys.length; i += 32) {
      await Promise.all(
        keys.slice(i, i + 32).map((key) => {
          const bytes = Buffer.from(crypto.getRandomValues(new Uint8Array(4096 + Math.floor(Math.random() * 20480))));
          storedBytes += bytes.byteLength;
          return objects.put(key, bytes, key.endsWith(".avif") ? "image/avif" : "image/webp");
        }),
      );
    }
    return { files: keys.length, storedBytes };
  } finally {
    await stores.close();
  }
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`bench sign-in failed: ${response.status}`);
  return token;
}

/** A fresh database on the bench's Postgres for each call, all dropped by `drop`. */
function benchDatabases(server = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres") {
  const admin = postgres(server, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const made: string[] = [];
  return {
    async create(): Promise<string> {
      const name = `studio_bench_backup_${Date.now()}_${made.length}`;
      await admin.unsafe(`create database ${name}`);
      made.push(name);
      const url = new URL(server);
      url.pathname = `/${name}`;
      return url.href;
    },
    async drop() {
      for (const name of made) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Both store modes by default: embedded, then Postgres (with the embedded object store). */
export async function benchBackups(images = 10_000, modes = ["embedded", "postgres"]): Promise<BackupResult[]> {
  const results: BackupResult[] = [];
  if (modes.includes("embedded")) results.push(await benchBackup("embedded", images));
  if (!modes.includes("postgres")) return results;
  const databases = benchDatabases();
  try {
    results.push(await benchBackup("postgres", images, () => databases.create()));
  } finally {
    await databases.drop();
  }
  return results;
}

if (import.meta.main) {
  const modes = ["embedded", "postgres"].filter((mode) => !process.argv.includes(`--no-${mode}`));
  console.log(JSON.stringify(await benchBackups(Number(process.argv[2] ?? 10_000), modes), null, 2));
}
