// Visitors during an enquiry flood: the p99 of / and /contact under the bench's load (wrk, as
// scripts/bench/load.ts), idle and while 1,000 contact posts arrive, half from one address and
// half from a thousand (X-Forwarded-For: the bench's server trusts one proxy, TRUST_PROXY). As in upload-storm.ts,
// idle and flood windows take turns over a few rounds on this shared machine and the median
// round's ratio is kept. The target: a flood at most doubles the idle p99, stores at most the
// intake's hourly cap, and mails nothing it took for spam (src/features/enquiries/limits.ts).
// Runs inside `bun run bench`, last on each server (the posts it leaves change no page measured).
import { CONTACT_PATH } from "../../client/contract/enquiry-form.ts";
import { measureLoad, type LoadResult } from "./load.ts";

export type EnquiryFloodResult = {
  paths: { path: string; idle: LoadResult; flood: LoadResult; ratio: number; ratios: number[] }[];
  /** Every post's answer over all rounds, by status; what the inbox holds afterwards, by status. */
  posts: { sent: number; byStatus: Record<string, number>; stored: Record<string, number>; seconds: number };
};

const FLOOD_PATHS = ["/", CONTACT_PATH];
const POSTS = 1_000;
const AT_ONCE = 50;
const ROUNDS = 3;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The token the contact page drew, read from its form as a bot would. */
async function drawnToken(url: string): Promise<string> {
  const html = await (await fetch(url + CONTACT_PATH)).text();
  return html.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
}

function post(url: string, i: number, round: number, token: string): Promise<Response> {
  const form = new FormData();
  form.set("name", `Flood ${round}-${i}`);
  form.set("email", `flood${i}@example.com`);
  form.set("message", `Enquiry number ${i} of a flood, round ${round}.`);
  form.set("website", "");
  form.set("token", token);
  // Half from one address, half each from an address of its own.
  const from = i % 2 ? "198.51.100.7" : `10.${round}.${(i >> 8) & 255}.${i & 255}`;
  return fetch(url + CONTACT_PATH, { method: "POST", body: form, headers: { "x-forwarded-for": from } });
}

export async function measureEnquiryFlood(url: string, token: string, { seconds = 3, cpuMs }: { seconds?: number; cpuMs?: () => number } = {}) {
  const loads = () =>
    FLOOD_PATHS.reduce<Promise<LoadResult[]>>(
      async (done, path) => [...(await done), await measureLoad(url + path, { seconds, cpuMs })],
      Promise.resolve([]),
    );
  const byStatus: Record<string, number> = {};
  const rounds: { idle: LoadResult[]; flood: LoadResult[] }[] = [];
  let floodMs = 0;
  let sent = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const idle = await loads();
    const drawn = await drawnToken(url);
    const started = performance.now();
    // The thousand posts are spread over both paths' windows (about 170 a second), each sent at
    // its time by one of fifty senders: sent as fast as one process can, the flood's own client
    // took a core of this two-core machine from the server and the load tool, which measured the
    // machine rather than the site.
    const spacingMs = (FLOOD_PATHS.length * seconds * 1000) / POSTS;
    let next = 0;
    const senders = Array.from({ length: AT_ONCE }, async () => {
      for (let i = next++; i < POSTS; i = next++) {
        const due = started + i * spacingMs - performance.now();
        if (due > 0) await Bun.sleep(due);
        // A post the server never answered (a reset connection) is counted, not fatal to the bench.
        const status = await post(url, i, round, drawn).then(
          async (response) => {
            await response.arrayBuffer();
            return String(response.status);
          },
          (error: Error) => `failed: ${error.message}`,
        );
        byStatus[status] = (byStatus[status] ?? 0) + 1;
      }
    });
    const flooding = Promise.all(senders).then(() => (floodMs += performance.now() - started));
    const flood = await loads();
    await flooding;
    sent += POSTS;
    rounds.push({ idle, flood });
  }
  const paths = FLOOD_PATHS.map((path, i) => {
    const pairs = rounds.map((r) => ({ idle: r.idle[i]!, flood: r.flood[i]!, ratio: round2(r.flood[i]!.p99Ms! / r.idle[i]!.p99Ms!) }));
    const typical = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(pairs.length / 2)]!;
    return { path, ...typical, ratios: pairs.map((p) => p.ratio) };
  });
  const stored: Record<string, number> = {};
  for (const status of ["new", "read", "archived", "spam"]) {
    const response = await fetch(`${url}/api/admin/enquiries?status=${status}`, { headers: { authorization: `Bearer ${token}` } });
    stored[status] = ((await response.json()) as { total: number }).total;
  }
  return { paths, posts: { sent, byStatus, stored, seconds: round2(floodMs / 1000) } } satisfies EnquiryFloodResult;
}

export function describeEnquiryFlood(result: EnquiryFloodResult): string[] {
  const { posts } = result;
  return [
    ...result.paths.map(
      (p) =>
        `enquiry flood ${p.path}: median round p99 idle ${p.idle.p99Ms} ms → during ${p.flood.p99Ms} ms = ${p.ratio}x (ratios ${p.ratios.join(", ")})`,
    ),
    `enquiry flood: ${posts.sent} posts in ${posts.seconds} s, answers ${JSON.stringify(posts.byStatus)}; the inbox holds ${JSON.stringify(posts.stored)}`,
  ];
}
