// The screen of a declared list that asks for one (a `menu` in its contract, client/contract/list.ts),
// at /admin/lists/<name>: its records in the owner's order (drag to reorder), chosen one or
// several at once for bulk Hide, Show and Delete (with Undo), added and changed with a form made
// from the contract's schemas (client/components/admin/list/record-form.tsx). A record with a
// boolean `hidden` field is hidden or shown from its row.
import { useState } from "react";
import { useLocation } from "wouter";
import { call, reportError } from "../../../api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ConfirmDelete } from "../../../components/admin/confirm-delete.tsx";
import { HideToggle } from "../../../components/admin/hide-toggle.tsx";
import { type ListRecord, RecordForm } from "../../../components/admin/list/record-form.tsx";
import { formFields } from "../../../components/admin/list/schema-fields.ts";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { ManagedRows } from "../../../components/admin/managed-rows.tsx";
import { notify } from "../../../components/admin/notify.ts";
import { orderedList } from "../../../components/admin/ordered-list.ts";
import { useLoad } from "../../../components/admin/use-load.ts";
import { TRASH_PERIOD } from "../../../contract/common.ts";
import { SAFETY } from "../../../contract/endpoints/safety.ts";
import type { AnyListContract } from "../../../contract/list.ts";
import { listOfPath } from "../../../contract/lists.ts";
import type { PageProps } from "../../../lazy-page.tsx";

export default function ListAdminPage(_props: PageProps) {
  const [path] = useLocation();
  const list = listOfPath(path);
  if (!list?.menu) return null;
  return (
    <AdminShell section={`list:${list.name}`} title={list.menu.label} lead={list.menu.hint}>
      <ListBoard key={list.name} list={list} />
    </AdminShell>
  );
}

function ListBoard({ list }: { list: AnyListContract }) {
  const [editing, setEditing] = useState<string | null>(null);
  const plural = list.menu?.label.toLowerCase() ?? list.name;
  const load = async () => (await call(list.endpoints.list))[list.many] as ListRecord[];
  const loaded = useLoad<ListRecord[]>(load, `Failed to load the ${plural}`, list.name);
  if (loaded.state === "loading") return <Loading label={`Loading ${plural}...`} />;
  if (loaded.state === "error") return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  const records = loaded.data;
  const hides = "hidden" in list.record.properties;
  const lines = formFields(list.record)
    .filter((field) => field.kind !== "check")
    .slice(1, 3);
  const ordered = orderedList<ListRecord>(
    (record) => record._id,
    loaded.set,
    (ids) => call(SAFETY.order, { params: { list: list.name }, body: { ids } }),
  );
  const saved = (record: ListRecord) =>
    loaded.set((current) =>
      current.some((r) => r._id === record._id) ? current.map((r) => (r._id === record._id ? record : r)) : [record, ...current],
    );
  const hide = async (record: ListRecord, hidden: boolean) => {
    const answer = (await call(list.endpoints.update, { params: { id: record._id }, body: { hidden } })) as Record<string, ListRecord>;
    notify.success(`${String(record[list.title] ?? "")} is ${hidden ? "hidden" : "shown"}`);
    saved(answer[list.one]!);
  };
  // After bulk work (and its Undo): the records as the server has them, without the loading state.
  const refresh = async () => {
    try {
      loaded.set(await load());
    } catch (error) {
      reportError(error, `Could not read the ${plural} again: reload the page`);
    }
  };
  const gone = `It stays in the Trash for ${TRASH_PERIOD}, where you can restore it.`;
  return (
    <section className="admin-section declared-list" aria-label={list.menu?.label}>
      <div className="declared-list__head">
        <h2>
          {list.menu?.label} <span className="admin-count">{records.length}</span>
        </h2>
        {editing !== "new" ? (
          <button type="button" className="button button--primary" onClick={() => setEditing("new")}>
            Add a {list.label.toLowerCase()}
          </button>
        ) : null}
      </div>
      {/* A new record is read back with the list: the server places it (first, or last for some lists). */}
      {editing === "new" ? <RecordForm list={list} onSaved={() => void refresh()} onClose={() => setEditing(null)} /> : null}
      {records.length === 0 && editing !== "new" ? <p className="declared-list__empty">Nothing here yet.</p> : null}
      <ManagedRows
        look="tab-row"
        label={list.menu?.label ?? list.name}
        items={records}
        order={ordered}
        bulk={{
          list: list.name,
          label: list.label,
          hide: hides,
          onChanged: () => void refresh(),
          explanation: `They stay in the Trash for ${TRASH_PERIOD}.`,
        }}
        row={(record) => {
          const title = String(record[list.title] ?? "");
          return {
            title,
            tags: record.hidden === true ? <span className="admin-tag">Hidden</span> : null,
            lines: lines.length ? (
              <p className="tab-row__caption">
                {lines
                  .map((field) => String(record[field.field] ?? ""))
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            ) : null,
            actions: (
              <>
                <button type="button" className="admin-action" onClick={() => setEditing(record._id)} aria-label={`Edit ${title}`}>
                  Edit
                </button>
                {hides ? (
                  <HideToggle
                    name={title}
                    hidden={record.hidden === true}
                    what={`the ${list.label.toLowerCase()}`}
                    change={(hidden) => hide(record, hidden)}
                  />
                ) : null}
                <ConfirmDelete
                  what={`the ${list.label.toLowerCase()} “${title}”`}
                  buttonLabel={`Delete ${title}`}
                  explanation={gone}
                  remove={() => call(list.endpoints.remove, { params: { id: record._id } })}
                  onDeleted={() => {
                    ordered.remove(record);
                    return () => void refresh();
                  }}
                />
              </>
            ),
            below: editing === record._id ? <RecordForm list={list} record={record} onSaved={saved} onClose={() => setEditing(null)} /> : null,
          };
        }}
      />
    </section>
  );
}
