// The items of one list (a portfolio tab, a service page's cards): the form on one side, adding
// or editing the chosen item, and the items in the owner's order on the other (or, searched, the
// matches), any of them chosen for bulk actions (delete, move to another tab).
import { useRef, useState, type ReactNode } from "react";
import type { TSchema } from "@sinclair/typebox";
import { TRASH_PERIOD } from "../../../contract/common.ts";
import { ConfirmDelete } from "../confirm-delete.tsx";
import { ManagedRows } from "../managed-rows.tsx";
import { orderedList } from "../ordered-list.ts";
import { ItemForm, type ItemRecord, type LinkField, type ProjectChoice } from "./item-form.tsx";
import { Thumb } from "./thumb.tsx";
import { PrefetchLink } from "../../prefetch-link.tsx";

/** Where a paged list's item may jump to, beyond the page shown: its first place or its last. */
const ENDS = [
  { place: "top", label: "Top" },
  { place: "bottom", label: "Bottom" },
] as const;

type Props<T extends ItemRecord> = {
  /** Where the list shows, for headings: "Posters", "Web Design". */
  place: string;
  noun: string;
  schema: TSchema;
  required: { title: string; image: string };
  items: T[];
  links: LinkField[];
  projects?: ProjectChoice[];
  add(form: FormData, onProgress: (percent: number) => void): Promise<{ message: string; record: T }>;
  update(id: string, form: FormData, onProgress: (percent: number) => void): Promise<{ message: string; record: T }>;
  remove(id: string): Promise<{ message: string }>;
  order(ids: string[]): Promise<{ message: string }>;
  onItems(items: T[]): void;
  /** An item edited elsewhere (a project's entry: in the project's editor): its label and the editor's path. */
  editedElsewhere?(item: T): { tag: string; href: string } | null;
  /** After an Undo brought a deleted item back: read the list again (it returns to its place). */
  reload(): void;
  /** A list shown a page at a time: its items in all, the pages' buttons, and moving an item to the top or bottom of the whole list. */
  paged?: { total: number; pages: ReactNode; move(id: string, place: "top" | "bottom"): void };
  /**
   * A searched list: the box above the items, the words shown (the items are their matches) and
   * the list's whole count. An order among matches would be ambiguous: while words are shown,
   * the items are neither dragged nor sent to the top or bottom.
   */
  search?: { box: ReactNode; words: string; of: number };
  /** The list in the bulk API, one item's name there, where items may move, and how to read the lists again after. */
  bulk: { list: string; label: string; moveTo?: Array<{ value: string; label: string }>; onChanged(): void };
};

export function ItemBoard<T extends ItemRecord>({
  place,
  noun,
  schema,
  required,
  items,
  links,
  projects,
  add,
  update,
  remove,
  order,
  onItems,
  reload,
  bulk,
  paged,
  search,
  editedElsewhere = () => null,
}: Props<T>) {
  const words = search?.words ?? "";
  const shown = paged?.total ?? items.length;
  const [chosen, setEditing] = useState<T | null>(null);
  // An item deleted or moved to another tab (in bulk) is no longer edited here.
  const editing = chosen && items.some((item) => item._id === chosen._id) ? chosen : null;
  const formPanel = useRef<HTMLElement>(null);
  const ordered = orderedList<T>(
    (item) => item._id,
    (change) => onItems(change(items)),
    order,
  );
  const startEdit = (item: T) => {
    setEditing(item);
    // On a phone the form is above the list: bring it into view.
    requestAnimationFrame(() => formPanel.current?.scrollIntoView({ block: "start", behavior: "smooth" }));
  };

  return (
    <div className="admin-columns admin-columns--form-first">
      <section ref={formPanel} className="admin-panel" aria-labelledby="item-form-heading">
        <h2 id="item-form-heading">{editing ? `Edit “${editing.title}”` : `Add to ${place}`}</h2>
        <ItemForm<T>
          key={editing?._id ?? "new"}
          noun={noun}
          schema={schema}
          required={required}
          item={editing ?? undefined}
          links={links}
          projects={projects}
          save={(form, onProgress) => (editing ? update(editing._id, form, onProgress) : add(form, onProgress))}
          onSaved={(record) => {
            onItems(editing ? items.map((item) => (item._id === record._id ? record : item)) : [record, ...items]);
            setEditing(null);
          }}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      </section>
      <section className="admin-section admin-section--flush" aria-labelledby="items-heading">
        <h2 id="items-heading">
          {place} <span className="admin-count">{words ? `${shown} of ${search!.of}` : shown}</span>
        </h2>
        {search?.box}
        {words && items.length > 0 ? <p className="admin-muted item-board__note">Clear the search to put items in order.</p> : null}
        {words && items.length === 0 ? (
          <p className="admin-empty" role="status">
            No items of {place} match “{words}”.
          </p>
        ) : items.length === 0 ? (
          <p className="admin-empty">Nothing here yet: the section is hidden on the site until you add the first one.</p>
        ) : (
          <ManagedRows
            look="item-row"
            label={`${place}, in the order the page shows them`}
            items={items}
            order={words ? undefined : ordered}
            bulk={{
              ...bulk,
              noun: `items of ${place}`,
              explanation: `They disappear from ${place} on the site at once, and stay in the Trash for ${TRASH_PERIOD}.`,
            }}
            row={(item) => {
              const elsewhere = editedElsewhere(item);
              return {
                className: editing?._id === item._id ? "is-editing" : undefined,
                picture: <Thumb image={item.image} />,
                title: item.title,
                tags: elsewhere ? (
                  <span className="admin-tag">{elsewhere.tag}</span>
                ) : item.projectId ? (
                  <span className="admin-tag">Project</span>
                ) : null,
                lines: (
                  <>
                    {item.caption ? <p className="item-row__caption">{item.caption}</p> : null}
                    <p className="item-row__links">
                      {links
                        .map((field) => item[field])
                        .filter(Boolean)
                        .join(" · ") || "No link"}
                    </p>
                  </>
                ),
                actionsClassName: "admin-card__actions",
                actions: (
                  <>
                    {elsewhere ? (
                      <PrefetchLink href={elsewhere.href} className="admin-action" aria-label={`Edit the project ${item.title}`}>
                        Edit project
                      </PrefetchLink>
                    ) : (
                      <button type="button" className="admin-action" onClick={() => startEdit(item)} aria-label={`Edit ${item.title}`}>
                        Edit
                      </button>
                    )}
                    {paged && !words
                      ? ENDS.map(({ place: end, label }) => (
                          <button
                            key={end}
                            type="button"
                            className="admin-action"
                            onClick={() => paged.move(item._id, end)}
                            aria-label={`To ${end}: ${item.title}`}
                          >
                            {label}
                          </button>
                        ))
                      : null}
                    <ConfirmDelete
                      what={`“${item.title}”`}
                      explanation={`It disappears from ${place} on the site at once, and stays in the Trash for ${TRASH_PERIOD}.`}
                      remove={() => remove(item._id)}
                      onDeleted={() => {
                        onItems(items.filter((other) => other._id !== item._id));
                        if (editing?._id === item._id) setEditing(null);
                        return reload;
                      }}
                    />
                  </>
                ),
              };
            }}
          />
        )}
        {paged?.pages}
      </section>
    </div>
  );
}
