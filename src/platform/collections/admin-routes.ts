// The plugins every admin route set stands on, in one place: the guard (`admin: true`), cache
// invalidation (`invalidates`, `afterInvalidate`) and the activity log (`activity`); and how a
// route declares the contract's schema of its answer (`response`).
import { Elysia } from "elysia";
import type { TSchema } from "@sinclair/typebox";
import { activityHook } from "../activity/hook.ts";
import type { AdminDeps } from "../admin-deps.ts";
import { adminGuard } from "../auth/guard.ts";
import { cacheInvalidation } from "../cache/invalidation.ts";

/** A new route set named `name`, its routes given the admin macros. */
export function adminRoutes(deps: AdminDeps, name: string) {
  return new Elysia({ name }).use(adminGuard(deps)).use(cacheInvalidation(deps.cache)).use(activityHook(deps));
}

/**
 * An answer schema as routes declare it: checked when the answer is sent, but not held against the
 * handler's type, which Elysia reads as `never` for unions built from a list (FamilySchema).
 */
export const answers = (schema: TSchema): TSchema => schema;
