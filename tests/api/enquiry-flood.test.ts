// A flood of 1,000 contact posts from one address, then 1,000 from as many addresses (through a
// trusted proxy's X-Forwarded-For), against a listening server with the real limits: one address
// gets five through and is then told to wait; the many fill the hour's inbox (30 new), then are
// kept as spam, then refused, so the inbox, the database and the owner's mail are never flooded;
// and the home page keeps answering visitors meanwhile.
import { describe, expect, test } from "bun:test";
import { createEnquiryLimiter, createPostgresEnquiryLimiter, ENQUIRY_RATES, type EnquiryLimiter } from "../../src/features/enquiries/limits.ts";
import { listeningSuite } from "../support/listening-suite.ts";
import { contactForm } from "../support/contact-form.ts";

/** The limiter the app counts with: each test sets it (in memory, as one process; in Postgres, as several). */
let limiter: EnquiryLimiter = createEnquiryLimiter();
const current: EnquiryLimiter = { address: (from) => limiter.address(from), inbox: () => limiter.inbox(), stored: () => limiter.stored() };
const suite = listeningSuite({ config: { trustProxy: true, trustProxyHops: 1 }, enquiryLimiter: current });
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

const counted = (statuses: number[]) =>
  Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]));
const stored = async () =>
  Object.fromEntries(
    (await suite.t.stores.sql<{ status: string; count: number }[]>`select status, count(*)::int from enquiries group by status`).map((row) => [
      row.status,
      row.count,
    ]),
  );

describe("a flood of contact posts", () => {
  test.each([
    ["counted in memory (one process)", () => createEnquiryLimiter()],
    ["counted in Postgres (several instances)", () => createPostgresEnquiryLimiter(suite.t.stores.sql)],
  ])(
    "%s: from one address five are taken, the rest told to wait; from many the hour's inbox fills, then spam, then refusals; the home page keeps answering",
    async (_, made) => {
      limiter = made();
      await suite.t.stores.sql`delete from enquiries`;
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

      // Visitors were answered all along (how fast is the bench's: scripts/bench/enquiry-flood.ts).
      expect([...(await oneTimes), ...(await manyTimes)].length).toBeGreaterThan(5);
    },
    300_000,
  );

  test("a post refused for its rate without scripts gets a small page with what was typed, to send again later", async () => {
    limiter = createEnquiryLimiter();
    const from = { "x-forwarded-for": "198.51.100.40" };
    for (let i = 0; i < ENQUIRY_RATES.address.points; i++) {
      expect((await fetch(`${suite.server.url}/contact`, { method: "POST", body: contactForm(), headers: from })).status).toBe(200);
    }
    const message = "Our <b>launch</b> film & its brief";
    const refused = await fetch(`${suite.server.url}/contact`, { method: "POST", body: contactForm({ message }), headers: from });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("content-type")).toStartWith("text/html");
    const page = await refused.text();
    expect(page).toContain("You have sent several messages in a short time.");
    expect(page).toContain("Our &lt;b&gt;launch&lt;/b&gt; film &amp; its brief</textarea>");
    expect(page).toContain('href="/contact"');
  });

  test("in Postgres, two instances count one address's posts together, and keep no address in clear", async () => {
    const [a, b] = [createPostgresEnquiryLimiter(suite.t.stores.sql), createPostgresEnquiryLimiter(suite.t.stores.sql)];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a! : b!).address("198.51.100.23")));
    expect(answers.filter((wait) => wait === null)).toHaveLength(ENQUIRY_RATES.address.points);
    expect(Math.min(...answers.filter((wait) => wait !== null).map(Number))).toBeGreaterThan(9 * 60);
    expect(await suite.t.stores.sql`select 1 from enquiry_limits where key like '%198.51.100.23%'`).toHaveLength(0);
  });
});
