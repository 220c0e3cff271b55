// Visitors during an upload storm: the p99 of / and /portfolio under the bench's load (wrk, as
// scripts/bench/load.ts), idle and while fifty project images are sent at once to the production
// server. The machine is shared, and one few-second window's p99 swings twofold with the
// neighbours' load, so idle and storm windows take turns, five rounds: each round measures both
// paths idle, then sends a wave of fifty and measures both again while the image queue works
// through what it took, then waits for the wave to settle. A round's ratio compares windows
// seconds apart; the median round's is kept. The target: a storm at most doubles the idle p99.
// Beside it, the CPU the server's own process spent per visitor request (its children, which
// encode the images at idle priority, left out): steadier than a p99 on a shared machine.
// Runs inside `bun run bench`, or alone: `NODE_ENV=production bun scripts/bench/upload-storm.ts`
// (embedded stores).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { measureLoad, type LoadResult } from "./load.ts";
import { processCpuMs, startServer } from "./server.ts";

/** Per path, the round with the median ratio of storm p99 to idle p99 (every round's beside). */
export type UploadStormResult = {
  paths: {
    path: string;
    idle: LoadResult;
    storm: LoadResult;
    ratio: number;
    idleP99s: number[];
    stormP99s: number[];
    ratios: number[];
    cpuUs: { idle: number; storm: number };
  }[];
  /** What became of the waves: stored (201), answered busy (429), anything else; `busyAtEnd`: rounds whose queue still worked when their storm windows ended. */
  uploads: { waves: number; perWave: number; stored: number; busyAnswers: number; failed: number; busyAtEnd: number };
};

const STORM_PATHS = ["/", "/portfolio"];
const IMAGES = 50;
const ROUNDS = 5;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Camera-sized JPEGs, each its own noise, as a folder from a shoot. */
const photo = (i: number) =>
  sharp({ create: { width: 1600, height: 1067, channels: 3, background: "#345", noise: { type: "gaussian", mean: 100 + (i % 40), sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

/** `cpuMs`: the server process's own CPU time (processCpuMs of its pid). */
export async function measureUploadStorm(
  url: string,
  admin: { username: string; password: string },
  { seconds = 3, cpuMs }: { seconds?: number; cpuMs?: () => number } = {},
): Promise<UploadStormResult> {
  const token = await signIn(url, admin);
  const projectId = await newProject(url, token);
  const files = await Promise.all(Array.from({ length: IMAGES }, (_, i) => photo(i)));
  for (const path of STORM_PATHS) await fetch(url + path).then((response) => response.arrayBuffer());
  const loads = () =>
    STORM_PATHS.reduce<Promise<LoadResult[]>>(
      async (done, path) => [...(await done), await measureLoad(url + path, { seconds, cpuMs })],
      Promise.resolve([]),
    );

  const uploads = { waves: ROUNDS, perWave: IMAGES, stored: 0, busyAnswers: 0, failed: 0, busyAtEnd: 0 };
  const rounds: { idle: LoadResult[]; storm: LoadResult[] }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const idle = await loads();
    let settled = 0;
    const wave = Promise.all(
      files.map(async (bytes, i) => {
        const response = await upload(url, token, projectId, bytes, i);
        await response.arrayBuffer();
        settled++;
        if (response.status === 201) uploads.stored++;
        else if (response.status === 429) uploads.busyAnswers++;
        else uploads.failed++;
      }),
    );
    const storm = await loads();
    if (settled < IMAGES) uploads.busyAtEnd++;
    await wave;
    rounds.push({ idle, storm });
  }

  const paths = STORM_PATHS.map((path, i) => {
    const pairs = rounds.map((r) => ({ idle: r.idle[i]!, storm: r.storm[i]!, ratio: round2(r.storm[i]!.p99Ms! / r.idle[i]!.p99Ms!) }));
    const typical = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(pairs.length / 2)]!;
    const medianCpu = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    return {
      path,
      ...typical,
      idleP99s: pairs.map((p) => p.idle.p99Ms!),
      stormP99s: pairs.map((p) => p.storm.p99Ms!),
      ratios: pairs.map((p) => p.ratio),
      cpuUs: { idle: medianCpu(pairs.map((p) => p.idle.cpuUsPerRequest ?? 0)), storm: medianCpu(pairs.map((p) => p.storm.cpuUsPerRequest ?? 0)) },
    };
  });
  return { paths, uploads };
}

export function describeUploadStorm(result: UploadStormResult): string[] {
  const { uploads } = result;
  return [
    ...result.paths.map(
      (p) =>
        `upload storm ${p.path}: median round p99 idle ${p.idle.p99Ms} ms → during ${p.storm.p99Ms} ms = ${p.ratio}x ` +
        `(rounds idle ${p.idleP99s.join(", ")}; during ${p.stormP99s.join(", ")}; ratios ${p.ratios.join(", ")}); ` +
        `server CPU per request ${p.cpuUs.idle} → ${p.cpuUs.storm} µs`,
    ),
    `upload storm: ${uploads.waves} waves of ${uploads.perWave} at once: ${uploads.stored} stored, ${uploads.busyAnswers} answered busy (429), ${uploads.failed} other answers; ` +
      `the queue still worked at the end of ${uploads.busyAtEnd} of ${uploads.waves} storm windows`,
  ];
}

/** A bearer token for the bench's admin. */
export async function signIn(url: string, admin: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  const answer = (await response.json()) as { token?: string; message: string };
  return answer.token ?? Promise.reject(new Error(`sign-in failed: ${answer.message}`));
}

async function newProject(url: string, token: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/projects`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ title: `Upload storm ${Date.now()}`, family: "guidelines" }),
  });
  return ((await response.json()) as { project: { _id: string } }).project._id;
}

function upload(url: string, token: string, projectId: string, bytes: Buffer, i: number): Promise<Response> {
  const form = new FormData();
  form.set("alt", `Storm photo ${i + 1}`);
  form.set("image", new File([new Uint8Array(bytes)], `storm-${i + 1}.jpg`, { type: "image/jpeg" }));
  return fetch(`${url}/api/admin/projects/${projectId}/images`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
}

if (import.meta.main) {
  const admin = { username: "bench", password: crypto.randomUUID() };
  const dataDir = mkdtempSync(join(tmpdir(), "bench-storm-"));
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
  try {
    for (const line of describeUploadStorm(await measureUploadStorm(server.url, admin, { cpuMs: () => processCpuMs(server.pid) }))) console.log(line);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
