// Failed sign-ins come from anyone: a hundred of them with made-up usernames, on a listening server,
// leave the owner's activity log readable: none of the names tried in it, one entry counting the
// failures, and the owner's own entries still there. The sign-in limits let 60 failures a minute
// through (rate-limit.ts), some 5,000 in under an hour and a half, which once filled the
// 5,000-entry log; here they are let through at once.
import { expect, test } from "bun:test";
import type { ActivityEntry } from "../../client/contract/safety.ts";
import { failedSignIns } from "../../src/platform/activity/queries.ts";
import type { LoginLimiter } from "../../src/platform/auth/rate-limit.ts";
import { smallCostHash } from "../support/admin-api.ts";
import { listeningSuite } from "../support/listening-suite.ts";

const FAILURES = 100;
const noLimits: LoginLimiter = { reserve: async () => null, release: async () => {}, reset: async () => {} };
/**
 * Each failure still runs a real argon2 check, against a hash at the algorithm's small end: what
 * this suite asks is what the log keeps, not how long a check takes. At the app's cost the
 * hundred checks were most of a 38 s file on a busy machine.
 */
const cheapHash = smallCostHash(crypto.randomUUID());
const suite = listeningSuite({ loginLimiter: noLimits, unknownUserHash: () => cheapHash });

const signIn = (username: string) =>
  fetch(`${suite.server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": `agent of ${username}` },
    body: JSON.stringify({ username, password: "a guess" }),
  });

async function allEntries(): Promise<ActivityEntry[]> {
  const entries: ActivityEntry[] = [];
  for (let before = ""; ; ) {
    const response = await fetch(`${suite.server.url}/api/admin/activity?limit=100${before && `&before=${before}`}`, {
      headers: { authorization: `Bearer ${suite.token}` },
    });
    const page = (await response.json()) as { entries: ActivityEntry[]; next: string | null };
    entries.push(...page.entries);
    if (!page.next) return entries;
    before = page.next;
  }
}

test(`${FAILURES} failed sign-ins with made-up usernames leave the owner's activity log readable`, async () => {
  const owners = await allEntries();
  expect(owners.length).toBeGreaterThan(0); // the owner's own sign-in, at least
  const names = Array.from({ length: FAILURES }, () => `intruder-${crypto.randomUUID()}`);
  // One after another: the sign-in gate checks one password at a time per address (gate.ts).
  const statuses = new Set<number>();
  for (const name of names) statuses.add((await signIn(name)).status);
  expect([...statuses]).toEqual([401]);
  const entries = await allEntries();
  expect(entries.filter((entry) => JSON.stringify(entry).includes("intruder-")).length).toBe(0);
  expect(entries.filter((entry) => entry.action === "sign-in-failed").map((entry) => entry.summary)).toEqual([failedSignIns(FAILURES)]);
  for (const own of owners) expect(entries).toContainEqual(own);
}, 180_000);
