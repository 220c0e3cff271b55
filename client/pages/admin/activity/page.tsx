// The activity log: who signed in (or failed to), and every change, newest first, fifty at a
// time with "Load older".
import { useState } from "react";
import { call, reportError } from "../../../api.ts";
import { SAFETY } from "../../../contract/endpoints/safety.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { TimeAgo } from "../../../components/admin/time-ago.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { shortAgent } from "../../../components/admin/user-agent.ts";
import type { ActivityAction, ActivityEntry } from "../../../contract/safety.ts";
import type { PageProps } from "../../../lazy-page.tsx";

type Page = { entries: ActivityEntry[]; next: string | null };

const ACTIONS: Record<ActivityAction, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "sign-out": "Signed out",
  "sign-out-everywhere": "Signed out everywhere",
  "password-changed": "Password changed",
  "2fa-enabled": "Two-step sign-in on",
  "2fa-disabled": "Two-step sign-in off",
  create: "Added",
  update: "Updated",
  delete: "Deleted",
  restore: "Restored",
  purge: "Deleted forever",
  reorder: "Reordered",
  settings: "Settings",
  backup: "Backup",
  "restore-backup": "Site restored",
};

/** Colours by what the owner should notice: failures and losses warm, changes neutral. */
const TONES: Partial<Record<ActivityAction, string>> = {
  "sign-in-failed": "alert",
  delete: "warn",
  purge: "alert",
  "restore-backup": "warn",
  create: "good",
  restore: "good",
};

export default function ActivityPage(_props: PageProps) {
  return (
    <AdminShell
      section="activity"
      title="Activity"
      lead="Sign-ins and every change made in the admin, newest first, with where they came from. The log keeps the last 180 days."
    >
      <ActivityLog />
    </AdminShell>
  );
}

/** Entries asked for at a time. */
const ACTIVITY_PAGE = "50";

function ActivityLog() {
  const loaded = useLoad<Page>(
    async () => {
      const { entries, next } = await call(SAFETY.activity, { query: { limit: ACTIVITY_PAGE } });
      return { entries: entries!, next: next ?? null };
    },
    "Failed to load the activity",
    "activity",
  );
  const [more, setMore] = useState(false);
  if (loaded.state === "loading") return <Loading label="Loading activity..." />;
  if (loaded.state === "error") {
    return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  }
  const { entries, next } = loaded.data;
  if (entries.length === 0) return <p className="admin-empty">Nothing yet: sign-ins and changes appear here as they happen.</p>;

  const loadOlder = async () => {
    setMore(true);
    try {
      const older = await call(SAFETY.activity, { query: { limit: ACTIVITY_PAGE, before: next ?? undefined } });
      loaded.set((page) => ({ entries: [...page.entries, ...older.entries!], next: older.next ?? null }));
    } catch (error) {
      reportError(error, "Could not load older activity");
    } finally {
      setMore(false);
    }
  };

  return (
    <>
      <ol className="admin-activity" aria-label="Activity, newest first">
        {entries.map((entry) => (
          <li key={entry.id} className="admin-activity__entry">
            <span className={`admin-activity__action admin-activity__action--${TONES[entry.action] ?? "plain"}`}>
              {ACTIONS[entry.action] ?? entry.action}
            </span>
            <p className="admin-activity__summary">{entry.summary}</p>
            <p className="admin-activity__meta">
              <TimeAgo iso={entry.at} />
              {entry.actor ? <span>{entry.actor}</span> : null}
              <span title="Address">{entry.address && entry.address !== "unknown" ? entry.address : "address unknown"}</span>
              <span title={entry.userAgent}>{shortAgent(entry.userAgent)}</span>
            </p>
          </li>
        ))}
      </ol>
      {next ? (
        <div className="admin-more">
          <button type="button" className="button button--ghost" onClick={loadOlder} disabled={more}>
            {more ? "Loading..." : "Load older"}
          </button>
        </div>
      ) : (
        <p className="admin-muted admin-more">That is the oldest entry kept.</p>
      )}
    </>
  );
}
