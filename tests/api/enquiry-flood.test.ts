// A flood of 1,000 contact posts from one address, then 1,000 from as many addresses (through a
// trusted proxy's X-Forwarded-For), against a listening server with the real limits: one address
// gets five through and is then told to wait; the many fill the hour's inbox (30 new), then are
// kept as spam, then refused, so the inbox, the database and the owner's mail are never flooded;
// and the home page keeps answering visitors meanwhile.
import { describe, expect, test } from "bun:test";
import { ENQUIRY_RATES } from "../../src/features/enquiries/limits.ts";
import { listeningSuite } from "../support/listening-suite.ts";
import { contactForm } from "../support/contact-form.ts";

const suite = listeningSuite({ config: { trustProxy: true, trustProxyHops: 1 } });
const FLOOD = 1000;
const AT_ONCE = 16;

/** Sends `count` posts, `AT_ONCE` at a time; answers each one's status. */
async function flood(count: number, from: (i: number) => Record<string, string>): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const response = await fetch(`${suite.server.url}/contact`, {
        method: "POST",
        body: contactForm({ name: `Flood ${i}` }),
        headers: { accept: "application/json", ...from(i) },
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return statuses;
}

/** How long the home page takes for a visitor, each time, until `done` settles. */
async function homeTimes(done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const times: number[] = [];
  while (!finished) {
    const started = performance.now();
    const response = await fetch(`${suite.server.url}/`, { headers: { "x-forwarded-for": "192.0.2.200" } });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    times.push(performance.now() - started);
    await Bun.sleep(20);
  }
  return times;
}

const counted = (statuses: number[]) => Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]));
const stored = async () =>
  Object.fromEntries((await suite.t.stores.sql<{ status: string; count: number }[]>`select status, count(*)::int from enquiries group by status`).map((row) => [row.status, row.count]));

describe("a flood of contact posts", () => {
  test(
    "from one address: five are taken, the rest told to wait; from many: the hour's inbox fills, then spam, then refusals; the home page keeps answering",
    async () => {
      const { address, inbox, stored: storedCap } = ENQUIRY_RATES;
      const one = flood(FLOOD, () => ({}));
      const oneTimes = homeTimes(one);
      expect(counted(await one)).toEqual({ 200: address.points, 429: FLOOD - address.points });
      expect(await stored()).toEqual({ new: address.points });

      const many = flood(FLOOD, (i) => ({ "x-forwarded-for": `10.${(i >> 8) & 255}.${i & 255}.7` }));
      const manyTimes = homeTimes(many);
      const taken = storedCap.points - address.points;
      expect(counted(await many)).toEqual({ 200: taken, 429: FLOOD - taken });
      // Never more new than the hour's inbox holds: the rest of what was kept is spam, which is never mailed.
      expect(await stored()).toEqual({ new: inbox.points, spam: storedCap.points - inbox.points });

      const times = [...(await oneTimes), ...(await manyTimes)].sort((a, b) => a - b);
      expect(times.length).toBeGreaterThan(5);
      const p90 = times[Math.floor(times.length * 0.9)]!;
      // A cached page on a busy two-core machine: far below a second, flood or not.
      expect(p90).toBeLessThan(1000);
    },
    300_000,
  );
});
