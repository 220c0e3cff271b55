// The plugins every admin route set stands on, in one place: the guard (`admin: true`), cache
// invalidation (`invalidates`, `afterInvalidate`), the activity log (`activity`) and a route's
// own body limit (`bodyLimit`, http/route-policy.ts). How a route
// declares the contract's schema of its answer (`response: answers(...)`) is HTTP's: http/validation.ts.
import { Elysia } from "elysia";
import { activityHook } from "../activity/hook.ts";
import type { AdminDeps } from "../admin-deps.ts";
import { adminGuard } from "../auth/guard.ts";
import { cacheInvalidation } from "../cache/invalidation.ts";
import { routePolicy } from "../http/route-policy.ts";

/** A new route set named `name`, its routes given the admin macros. */
export function adminRoutes(deps: AdminDeps, name: string) {
  return new Elysia({ name }).use(routePolicy()).use(adminGuard(deps)).use(cacheInvalidation(deps.cache)).use(activityHook(deps));
}
