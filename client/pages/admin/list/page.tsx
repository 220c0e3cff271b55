// The screen of a declared list that asks for one (a `menu` in the registry, client/contract/lists.ts),
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
import { type DeclaredList, listOfPath } from "../../../contract/lists.ts";
import type { PageProps } from "../../../lazy-page.tsx";

type Menu = NonNullable<DeclaredList["menu"]>;
type Loaded = { list: AnyListContract; records: ListRecord[] };

const recordsOf = async (list: AnyListContract) => (await call(list.endpoints.list))[list.many] as ListRecord[];

export default function ListAdminPage(_props: PageProps) {
  const [path] = useLocation();
  const declared = listOfPath(path);
  if (!declared?.menu) return null;
  return (
    <AdminShell section={`list:${declared.name}`} title={declared.menu.label} lead={declared.menu.hint}>
      <ListBoard key={declared.name} declared={declared} menu={declared.menu} />
    </AdminShell>
  );
}

function ListBoard({ declared, menu }: { declared: DeclaredList; menu: Menu }) {
  const plural = menu.label.toLowerCase();
  const loaded = useLoad<Loaded>(
    async () => {
      const list = await declared.contract();
      return { list, records: await recordsOf(list) };
    },
    `Failed to load the ${plural}`,
    declared.name,
  );
  if (loaded.state === "loading") return <Loading label={`Loading ${plural}...`} />;
  if (loaded.state === "error") return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  const { list } = loaded.data;
  const setRecords = (change: (current: ListRecord[]) => ListRecord[]) => loaded.set((current) => ({ ...current, records: change(current.records) }));
  return <Records list={list} menu={menu} records={loaded.data.records} setRecords={setRecords} />;
}

type RecordsProps = { list: AnyListContract; menu: Menu; records: ListRecord[]; setRecords(change: (current: ListRecord[]) => ListRecord[]): void };

function Records({ list, menu, records, setRecords }: RecordsProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const noun = list.label.toLowerCase();
  const hides = "hidden" in list.record.properties;
  // Under a record's name, two of its other words.
  const lines = formFields(list.record)
    .filter((field) => field.kind !== "check" && field.field !== list.title)
    .slice(0, 2);
  const titleOf = (record: ListRecord) => String(record[list.title] ?? "");
  const ordered = orderedList<ListRecord>(
    (record) => record._id,
    setRecords,
    (ids) => call(SAFETY.order, { params: { list: list.name }, body: { ids } }),
  );
  const saved = (record: ListRecord) => setRecords((current) => current.map((r) => (r._id === record._id ? record : r)));
  const hide = async (record: ListRecord, hidden: boolean) => {
    const answer = (await call(list.endpoints.update, { params: { id: record._id }, body: { hidden } })) as Record<string, ListRecord>;
    notify.success(`${titleOf(record)} is ${hidden ? "hidden" : "shown"}`);
    saved(answer[list.one]!);
  };
  // After an add, bulk work or an Undo: the records as the server has them (it places a new one), without the loading state.
  const refresh = async () => {
    try {
      const fresh = await recordsOf(list);
      setRecords(() => fresh);
    } catch (error) {
      reportError(error, `Could not read the ${menu.label.toLowerCase()} again: reload the page`);
    }
  };
  return (
    <section className="admin-section declared-list" aria-label={menu.label}>
      <div className="declared-list__head">
        <h2>
          {menu.label} <span className="admin-count">{records.length}</span>
        </h2>
        {editing !== "new" ? (
          <button type="button" className="button button--primary" onClick={() => setEditing("new")}>
            Add a {noun}
          </button>
        ) : null}
      </div>
      {editing === "new" ? <RecordForm list={list} onSaved={() => void refresh()} onClose={() => setEditing(null)} /> : null}
      {/* Empty: no selection bar acting on nothing (as the dashboard's and the reviews' lists). */}
      {records.length === 0 ? (
        editing !== "new" ? (
          <p className="declared-list__empty">No {menu.label.toLowerCase()} yet.</p>
        ) : null
      ) : (
        <ManagedRows
          look="tab-row"
          label={menu.label}
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
            const title = titleOf(record);
            const words = lines.map((field) => String(record[field.field] ?? "")).filter(Boolean);
            return {
              title,
              tags: record.hidden === true ? <span className="admin-tag">Hidden</span> : null,
              lines: words.length ? <p className="tab-row__caption">{words.join(" · ")}</p> : null,
              actions: (
                <>
                  <button type="button" className="admin-action" onClick={() => setEditing(record._id)} aria-label={`Edit ${title}`}>
                    Edit
                  </button>
                  {hides ? (
                    <HideToggle name={title} hidden={record.hidden === true} what={`the ${noun}`} change={(hidden) => hide(record, hidden)} />
                  ) : null}
                  <ConfirmDelete
                    what={`the ${noun} “${title}”`}
                    buttonLabel={`Delete ${title}`}
                    explanation={`It stays in the Trash for ${TRASH_PERIOD}, where you can restore it.`}
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
      )}
    </section>
  );
}
