// GET /api/health: whether each store answers, for load balancers and compose health checks.
import { Elysia } from "elysia";
import { HealthAnswer } from "../../../client/contract/health.ts";
import type { Sql } from "../../platform/db/connect.ts";
import type { ObjectStore } from "../../platform/media/object-store.ts";

const CHECK_TIMEOUT_MS = 2_000;

export function healthRoutes({ sql, objects }: { sql: Sql; objects: ObjectStore }) {
  return new Elysia({ name: "health" }).get(
    "/api/health",
    async ({ set }) => {
      const [db, storage] = await Promise.all([probe(() => sql`select 1`), probe(() => objects.ping())]);
      const ok = db === "ok" && storage === "ok";
      set.status = ok ? 200 : 503;
      set.headers["cache-control"] = "no-store";
      if (!ok) set.headers["retry-after"] = "5";
      return { success: ok, message: ok ? "All systems go" : "A store is unavailable", db, storage };
    },
    { response: { 200: HealthAnswer, 503: HealthAnswer } },
  );
}

async function probe(check: () => Promise<unknown>): Promise<"ok" | "down"> {
  let timer: Timer | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return "ok";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}
