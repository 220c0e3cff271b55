// The one way admin writes reach the activity log: a route declares `activity: {...}` next to
// `admin: true`, and after its handler succeeds this hook writes the entry (who, from where,
// what), derived from that declaration and the route's answer. A failed write records nothing;
// a failure to record is logged and never fails the write itself.
import { Elysia } from "elysia";
import type { ActivityAction } from "../../../client/contract/safety.ts";
import { clientAddress, type ProxyTrust } from "../auth/client-address.ts";
import type { Sql } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import { recordActivity } from "./queries.ts";

export type ActivitySpec = {
  /** What was done; from the answer, for a route that does one of several things (bulk work). */
  action: ActivityAction | ((answer: any) => ActivityAction);
  /** The entry's text, from the route's answer and its request (unless the handler told it with `describeActivity`). */
  summary: (answer: any, request: Request) => string;
};

export type ActivityDeps = { sql: Sql; log: Logger; proxy: ProxyTrust };

export function activityHook(deps: ActivityDeps) {
  return new Elysia().macro({
    activity: (spec: ActivitySpec) => ({
      // What changed may be known only to the handler (a diff), not shown in its answer.
      resolve() {
        const note: { text?: string } = {};
        return { describeActivity: (text: string) => void (note.text = text), activityNote: note };
      },
      async afterHandle(context) {
        const { request } = context;
        const { adminName, responseValue, activityNote } = context as typeof context & {
          adminName?: string;
          responseValue?: unknown;
          activityNote: { text?: string };
        };
        // An answer that refuses the write (a 409 with the newer copy) changed nothing.
        if (typeof context.set.status === "number" && context.set.status >= 400) return;
        const action = typeof spec.action === "function" ? spec.action(responseValue) : spec.action;
        try {
          await recordActivity(deps.sql, {
            action,
            actor: adminName ?? null,
            summary: activityNote.text ?? spec.summary(responseValue, request),
            address: clientAddress(request, deps.proxy),
            userAgent: request.headers.get("user-agent") ?? "",
          });
        } catch (error) {
          deps.log.warn(`activity not recorded (${action} on ${new URL(request.url).pathname}): ${(error as Error).message}`);
        }
      },
    }),
  });
}

const VERBS: Partial<Record<ActivityAction, (what: string) => string>> = {
  create: (what) => `Added ${what}`,
  update: (what) => `Updated ${what}`,
  delete: (what) => `Moved ${what} to the trash`,
  restore: (what) => `Restored ${what} from the trash`,
  purge: (what) => `Deleted ${what} forever`,
};

/** 'Added logo "Orbit Labs"': the sentence for an action on one record, named by its kind ("Logo") and title. */
export function recordSummary(action: ActivityAction, label: string, title: string): string {
  const what = title.trim() ? `${label.toLowerCase()} "${title.trim()}"` : `${label.toLowerCase()} (no name)`;
  return (VERBS[action] ?? ((text: string) => `${action}: ${text}`))(what);
}

/** The declaration for a route that acts on one record of the kind `label`, named in its answer. */
export function onRecord(action: ActivityAction, label: string, title: (answer: any) => string | null | undefined): ActivitySpec {
  return { action, summary: (answer) => recordSummary(action, label, title(answer) ?? "") };
}
