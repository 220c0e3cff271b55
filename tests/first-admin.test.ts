// ADMIN_PASSWORD makes the first account and nothing more: a deploy restarts the server with the
// same settings, and a password the admin changed since must survive it, with their session.
import { describe, expect, test } from "bun:test";
import { ensureFirstAdmin } from "../src/platform/auth/accounts.ts";
import { serverProcesses } from "./support/server-process.ts";
import { openTestStores } from "./support/stores.ts";

const servers = serverProcesses("first-admin");

describe("ADMIN_PASSWORD after the first start", () => {
  test("a password changed in the admin still signs in after a restart with the old ADMIN_PASSWORD, and its session survives", async () => {
    const env = await servers.env();
    const first = await servers.start(env);
    const token = await servers.signIn(first.url);
    const changed = await fetch(`${first.url}/api/admin/account/password`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: env.ADMIN_PASSWORD, newPassword: "changed in the admin" }),
    });
    expect(changed.status).toBe(200);
    const session = ((await changed.json()) as { token: string }).token;
    first.proc.kill("SIGTERM");
    expect(await first.proc.exited).toBe(0);

    // The next deploy: the same settings, ADMIN_PASSWORD included.
    const second = await servers.start(env);
    const dashboard = await fetch(`${second.url}/api/admin/dashboard`, { headers: { authorization: `Bearer ${session}` } });
    expect(dashboard.status).toBe(200);
    const signIn = (password: string) =>
      fetch(`${second.url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password }),
      });
    expect((await signIn("changed in the admin")).status).toBe(200);
    expect((await signIn(env.ADMIN_PASSWORD!)).status).toBe(401);
  }, 240_000);
});

describe("the first account", () => {
  test("two instances starting together on a new database make one account, and neither fails", async () => {
    const stores = await openTestStores();
    try {
      expect(await stores.sql`select 1 from admins`).toHaveLength(0);
      const starts = await Promise.allSettled([ensureFirstAdmin(stores.sql, {}), ensureFirstAdmin(stores.sql, {})]);
      expect(starts.map((start) => (start.status === "fulfilled" ? start.value.action : String(start.reason))).sort()).toEqual(["created", "kept"]);
      expect(await stores.sql`select 1 from admins`).toHaveLength(1);
    } finally {
      await stores.cleanup();
    }
  }, 180_000);
});
