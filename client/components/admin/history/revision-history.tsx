// The history of a page, a project or the studio's details: every revision, newest first, with
// who made it, when, its summary and what changed field by field; any older one can be reverted
// to (after a confirm), which is itself kept as a new revision. Shared by the page editor, the
// project editor and the studio screen; `reloadKey` changes when the parent saved a new one.
import { useId } from "react";
import { call, reportError } from "../../../api.ts";
import type { Revision } from "../../../contract/revisions.ts";
import { ConfirmButton } from "../confirm-button.tsx";
import { LoadFailed, Loading } from "../load-state.tsx";
import { notify } from "../notify.ts";
import { TimeAgo } from "../time-ago.tsx";
import { useLoad } from "../use-load.ts";
import { FieldChangeView } from "./field-change.tsx";
import { REVISIONS } from "../../../contract/endpoints/safety.ts";

type Props = {
  /** "page:home", "project:<id>", "studio". */
  subject: string;
  /** What the subject is called in the confirm: "the home page". */
  what: string;
  /** After a revert: the parent loads the subject again. */
  onReverted(): void;
  reloadKey?: string | number;
};

export function RevisionHistory({ subject, what, onReverted, reloadKey = 0 }: Props) {
  const headingId = useId();
  const loaded = useLoad<Revision[]>(
    async () => (await call(REVISIONS.list, { params: { subject } })).revisions,
    "Could not load the history",
    subject,
    reloadKey,
  );
  return (
    <section className="admin-panel revision-history" aria-labelledby={headingId}>
      <h2 id={headingId}>History {loaded.state === "ready" ? <span className="admin-count">{loaded.data.length}</span> : null}</h2>
      {loaded.state === "loading" ? <Loading label="Loading history..." /> : null}
      {loaded.state === "error" ? <LoadFailed message={loaded.message} reload={loaded.reload} /> : null}
      {loaded.state === "ready" && loaded.data.length === 0 ? (
        <p className="admin-muted">No revisions yet: each change you publish or save keeps one here, and you can go back to any of them.</p>
      ) : null}
      {loaded.state === "ready" && loaded.data.length > 0 ? (
        <ol className="revision-list">
          {loaded.data.map((revision, index) => (
            <RevisionRow
              key={revision._id}
              revision={revision}
              current={index === 0}
              what={what}
              revert={async () => {
                try {
                  const answer = await call(REVISIONS.revert, { params: { subject, id: revision._id } });
                  notify.success(answer.message);
                  loaded.refresh();
                  onReverted();
                } catch (error) {
                  reportError(error, "Could not revert");
                  throw error;
                }
              }}
            />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function RevisionRow({ revision, current, what, revert }: { revision: Revision; current: boolean; what: string; revert(): Promise<void> }) {
  const count = revision.changes.length;
  return (
    <li className={`revision${current ? " is-current" : ""}`}>
      <div className="revision__head">
        <span className="revision__number">{revision.number}</span>
        <div className="revision__text">
          <p className="revision__summary">{revision.summary}</p>
          <p className="revision__meta admin-muted">
            {/* The first recorded version (the seed's) has no author. */}
            {revision.author ? `${revision.author} · ` : ""}
            <TimeAgo iso={revision.createdAt} />
            {current ? <span className="status-badge status-badge--published revision__live">Current</span> : null}
          </p>
        </div>
        {current ? null : (
          <ConfirmButton
            label="Revert to this"
            busyLabel="Reverting..."
            buttonLabel={`Revert to revision ${revision.number}`}
            question={`Revert ${what} to revision ${revision.number}?`}
            explanation="Its content comes back at once (on the site too, if it is published), kept as a new revision; the current one stays in this history, so you can come back to it."
            action={revert}
          />
        )}
      </div>
      {count > 0 ? (
        <details className="revision__changes">
          <summary>{count === 1 ? "1 change" : `${count} changes`}</summary>
          <ul className="field-changes">
            {revision.changes.map((change) => (
              <FieldChangeView key={change.path} change={change} />
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
