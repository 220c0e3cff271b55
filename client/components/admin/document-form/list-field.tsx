// An editable list (FAQs, keywords, facts, slides): its entries in order, each with a drag handle
// (mouse, touch or keyboard, through the shared sortable list) and Remove; Add at the foot, or
// for a list of images, an upload that adds each file chosen (each with its own alt text to
// write). Add and Remove stop at the contract's limits, which the list's heading states ("3 of at
// most 20").
import { useRef, type ReactNode } from "react";
import type { TSchema } from "@sinclair/typebox";
import { FieldError } from "../field-messages.tsx";
import { IMAGE_ACCEPT } from "../image-input.tsx";
import { SortableList } from "../sortable-list.tsx";
import { ListEntryContext, useField, type Path } from "./form-context.tsx";
import { MediaPicker } from "./media-picker.tsx";
import { addLabel, blankOf, entryLabel, entryName, itemOf, kindOf } from "./schema-kind.ts";
import { GroupField } from "./group-field.tsx";

let nextId = 0;

export function ListField({ schema, path, label }: { schema: TSchema; path: Path; label: string }) {
  const { value, error, set, disabled, uploads, Field } = useField<unknown[]>(path);
  const entries = Array.isArray(value) ? value : [];
  const item = itemOf(schema);
  const kind = kindOf(item);
  const [min, max] = [(schema.minItems as number | undefined) ?? 0, schema.maxItems as number];
  const ids = useStableIds(entries.length);
  const rows = entries.map((entry, index) => ({ entry, index, id: ids.current[index]! }));

  // Added to the list as it is when the entry arrives (an upload answers after other edits), up to its limit.
  const add = (entry: unknown) =>
    set((current) => {
      const list = Array.isArray(current) ? current : [];
      if (list.length >= max) return list;
      ids.current = [...ids.current, `entry-${nextId++}`];
      return [...list, entry];
    });
  const remove = (index: number) => {
    ids.current = ids.current.filter((_, i) => i !== index);
    set(entries.filter((_, i) => i !== index));
  };
  const reorder = (order: string[]) => {
    const byId = new Map(rows.map((row) => [row.id, row.entry]));
    ids.current = order;
    set(order.map((id) => byId.get(id)));
  };

  const itemLabel = entryName(label, item);
  const addButton: ReactNode =
    kind === "image" ? (
      <MediaPicker
        label={addLabel(itemLabel)}
        name={`${addLabel(itemLabel)} to ${label}`}
        accept={IMAGE_ACCEPT}
        upload={uploads.image}
        onStored={(image) => add({ image })}
        disabled={disabled || entries.length >= max}
        failure="Could not upload the image"
        multiple
      />
    ) : (
      <button type="button" className="admin-action" onClick={() => add(blankOf(item))} disabled={disabled || entries.length >= max}>
        {addLabel(itemLabel)}
      </button>
    );

  return (
    <fieldset className={`doc-list doc-list--${kind}${error ? " is-invalid" : ""}`}>
      <legend className="doc-group__title">
        {label}{" "}
        <span className="admin-count" title={`${entries.length} of at most ${max}`}>
          {entries.length} / {max}
        </span>
      </legend>
      {entries.length === 0 ? <p className="admin-muted doc-list__empty">None yet.</p> : null}
      <SortableList
        items={rows}
        itemId={(row) => row.id}
        itemLabel={(row) => entryLabel(itemLabel, row.index, row.entry)}
        label={label}
        className={`doc-list__entries doc-list__entries--${kind}`}
        itemClassName="doc-entry"
        onReorder={reorder}
        renderItem={(row, handle) => (
          <ListEntryContext value={{ kept: () => ids.current.includes(row.id) }}>
            <div className="doc-entry__card">
              <div className="doc-entry__bar">
                {handle}
                {/* A group's fields are named inside it; a single field carries the number in its own label. */}
                <span className="doc-entry__number">{kind === "group" ? `${itemLabel} ${row.index + 1}` : ""}</span>
                <button
                  type="button"
                  className="admin-action admin-action--danger doc-entry__remove"
                  onClick={() => remove(row.index)}
                  disabled={disabled || entries.length <= min}
                  aria-label={`Remove ${entryLabel(itemLabel, row.index, row.entry)}`}
                  title={entries.length <= min ? `${label} needs at least ${min}` : undefined}
                >
                  Remove
                </button>
              </div>
              {kind === "group" ? (
                <GroupField schema={item} path={[...path, row.index]} label={`${itemLabel} ${row.index + 1}`} bare />
              ) : (
                <Field schema={item} path={[...path, row.index]} label={`${itemLabel} ${row.index + 1}`} />
              )}
            </div>
          </ListEntryContext>
        )}
      />
      <FieldError error={error} />
      <div className="doc-list__add">{addButton}</div>
    </fieldset>
  );
}

/** An id per entry that follows it through moves and removals (the list's keys), made up as entries appear. */
function useStableIds(length: number) {
  const ids = useRef<string[]>([]);
  while (ids.current.length < length) ids.current.push(`entry-${nextId++}`);
  if (ids.current.length > length) ids.current = ids.current.slice(0, length);
  return ids;
}
