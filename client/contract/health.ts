// GET /api/health, for load balancers and compose health checks: whether each store answers.
// 200 when both do, 503 (with Retry-After) when one does not; the same shape either way.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer } from "./common.ts";

const Probe = t.Union([t.Literal("ok"), t.Literal("down")]);

export const HealthAnswer = Answer({ db: Probe, storage: Probe });
export type HealthAnswer = Static<typeof HealthAnswer>;
