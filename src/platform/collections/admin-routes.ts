// The plugins every admin route set stands on, in one place: the guard (`admin: true`), cache
// invalidation (`invalidates`, `afterInvalidate`) and the activity log (`activity`).
import { Elysia } from "elysia";
import { activityHook } from "../activity/hook.ts";
import { adminGuard, type AdminDeps } from "../auth/guard.ts";
import { cacheInvalidation } from "../cache/invalidation.ts";

/** A new route set named `name`, its routes given the admin macros. */
export function adminRoutes(deps: AdminDeps, name: string) {
  return new Elysia({ name }).use(adminGuard(deps)).use(cacheInvalidation(deps.cache)).use(activityHook(deps));
}
