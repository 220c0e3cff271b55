// The trash: deleted records for 30 days, each with Restore (back at its old place, with its
// image) and Delete forever (after a confirmation; its images go with it); any chosen restored
// or deleted forever at once, and Empty trash for all of them (after a confirmation; the images
// only they used go with them).
import { call, reportError } from "../../../api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ConfirmButton } from "../../../components/admin/confirm-button.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { notify } from "../../../components/admin/notify.ts";
import { TimeAgo } from "../../../components/admin/time-ago.tsx";
import { SelectBox } from "../../../components/admin/select-box.tsx";
import { SelectionBar } from "../../../components/admin/selection-bar.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { useSelection, type Selection } from "../../../components/admin/use-selection.ts";
import { countOf } from "../../../contract/bulk.ts";
import { TRASH_PERIOD } from "../../../contract/common.ts";
import { trashKey, type TrashItem } from "../../../contract/safety.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { SAFETY } from "../../../contract/endpoints/safety.ts";

export default function TrashPage(_props: PageProps) {
  return (
    <AdminShell
      section="trash"
      title="Trash"
      lead={`Deleted records wait here for ${TRASH_PERIOD} before they and their images are removed for good. Restore one to put it back where it was.`}
    >
      <TrashList />
    </AdminShell>
  );
}

function TrashList() {
  const loaded = useLoad<TrashItem[]>(async () => (await call(SAFETY.trash)).items!, "Failed to load the trash", "trash");
  const items = loaded.state === "ready" ? loaded.data : [];
  const selection = useSelection(items.map(trashKey));
  if (loaded.state === "loading") return <Loading label="Loading the trash..." />;
  if (loaded.state === "error") {
    return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  }
  if (loaded.data.length === 0) return <p className="admin-empty">The trash is empty. Deleted records appear here for {TRASH_PERIOD}.</p>;
  const drop = (item: TrashItem) => loaded.set((items) => items.filter((other) => trashKey(other) !== trashKey(item)));

  return (
    <>
      <EmptyTrash items={loaded.data} onEmptied={() => loaded.set([])} />
      <SelectionBar selection={selection} noun="records">
        {(keys, done) => <ChosenActions items={loaded.data.filter((item) => keys.includes(trashKey(item)))} done={done} onChanged={loaded.refresh} />}
      </SelectionBar>
      <ul className="admin-trash" aria-label="Deleted records">
        {loaded.data.map((item) => (
          <TrashRow key={trashKey(item)} item={item} selection={selection} onGone={() => drop(item)} />
        ))}
      </ul>
    </>
  );
}

function EmptyTrash({ items, onEmptied }: { items: TrashItem[]; onEmptied(): void }) {
  const empty = async () => {
    try {
      notify.success((await call(SAFETY.emptyTrash, { body: { items: items.map(trashKey) } })).message);
      onEmptied();
    } catch (error) {
      reportError(error, "Could not empty the trash");
      throw error;
    }
  };
  const count = items.length === 1 ? "The record" : `All ${items.length} records`;
  return (
    <div className="admin-trash__bar">
      <ConfirmButton
        label="Empty trash"
        busyLabel="Emptying..."
        question="Empty the trash?"
        explanation={`${count} below and the images only they use are removed now. This cannot be undone.`}
        action={empty}
      />
    </div>
  );
}

/** Restore, or delete forever, the records chosen: each all at once. */
function ChosenActions({ items, done, onChanged }: { items: TrashItem[]; done(): void; onChanged(): void }) {
  const records = countOf(items.length, "record");
  const restore = async () => {
    try {
      notify.success((await call(SAFETY.restoreMany, { body: { items: items.map(trashKey) } })).message);
      done();
    } catch (error) {
      reportError(error, "Could not restore them");
    } finally {
      onChanged();
    }
  };
  const purge = async () => {
    try {
      notify.success((await call(SAFETY.emptyTrash, { body: { items: items.map(trashKey) } })).message);
      done();
      onChanged();
    } catch (error) {
      reportError(error, "Could not delete them");
      throw error;
    }
  };
  return (
    <>
      <button type="button" className="admin-action" disabled={items.length === 0} onClick={restore}>
        Restore
      </button>
      <ConfirmButton
        label="Delete forever"
        busyLabel="Deleting..."
        question={`Delete ${records} forever?`}
        explanation="They and the images only they use are removed now. This cannot be undone."
        action={purge}
        disabled={items.length === 0}
      />
    </>
  );
}

function TrashRow({ item, selection, onGone }: { item: TrashItem; selection: Selection; onGone(): void }) {
  const restore = async () => {
    try {
      notify.success((await call(SAFETY.restore, { params: item })).message);
      onGone();
    } catch (error) {
      reportError(error, "Could not restore it");
    }
  };
  const purge = async () => {
    try {
      notify.success((await call(SAFETY.purge, { params: item })).message);
      onGone();
    } catch (error) {
      reportError(error, "Could not delete it");
      throw error;
    }
  };
  const name = item.title || `Untitled ${item.label.toLowerCase()}`;
  return (
    <li className={`admin-card admin-trash__item${selection.has(trashKey(item)) ? " is-selected" : ""}`}>
      <SelectBox selection={selection} id={trashKey(item)} label={`Select ${name} (${item.label.toLowerCase()})`} />
      <div className="admin-trash__image">
        {item.image ? <img src={item.image} alt="" width={96} height={64} loading="lazy" /> : <span aria-hidden="true">{name.slice(0, 1)}</span>}
      </div>
      <div className="admin-trash__text">
        <p className="admin-trash__title">
          {name} <span className="admin-tag">{item.label}</span>
        </p>
        <p className="admin-trash__when">
          Deleted <TimeAgo iso={item.deletedAt} /> · removed for good <TimeAgo iso={item.purgeAt} />
        </p>
      </div>
      <div className="admin-trash__actions">
        <button type="button" className="admin-action" onClick={restore} aria-label={`Restore ${name}`}>
          Restore
        </button>
        <ConfirmButton
          label="Delete forever"
          busyLabel="Deleting..."
          buttonLabel={`Delete ${name} forever`}
          question={`Delete “${name}” forever?`}
          explanation="It and its image are removed now. This cannot be undone."
          action={purge}
        />
      </div>
    </li>
  );
}
