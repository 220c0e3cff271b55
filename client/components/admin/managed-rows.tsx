// The rows of a managed list on an admin screen (the portfolio's tabs, the services, the Motion
// tab's films, a tab's or a service page's items): put in order by drag or keyboard
// (sortable-list.tsx, saved through ordered-list.ts), or, with no order to save, standing as they
// are; with bulk actions, the selection bar above them (bulk-actions.tsx) and a checkbox on each;
// then the handle, a picture, the words (the title with its tags, the lines under it), the row's
// actions and what opens under it (a form).
// A list's rows keep its own class names (`look`), so what reads or styles one list's rows never
// meets another's (the tab manager sits over the item boards).
import type { ComponentProps, ReactNode } from "react";
import { pluralOf } from "../../contract/bulk.ts";
import { BulkActions } from "./bulk-actions.tsx";
import type { orderedList } from "./ordered-list.ts";
import { SelectBox } from "./select-box.tsx";
import { SelectionBar } from "./selection-bar.tsx";
import { SortableList } from "./sortable-list.tsx";
import { useSelection } from "./use-selection.ts";

type ManagedRow = {
  /** More classes of the row: "service-row", "is-editing". */
  className?: string;
  /** What stands in the row's place while the item is changed (a form). */
  instead?: ReactNode;
  /** Before the words: a picture. */
  picture?: ReactNode;
  /** The item's name: the row's title, in the drag announcements and on its checkbox. */
  title: string;
  /** On the title's line, after it: tags ("Hidden", "Project"). */
  tags?: ReactNode;
  /** Under the title: its paragraphs, each styled by the list. */
  lines?: ReactNode;
  actions: ReactNode;
  /** More classes of the actions' box. */
  actionsClassName?: string;
  /** Under the row, across it: a form opened on it. */
  below?: ReactNode;
};

type Bulk = Omit<ComponentProps<typeof BulkActions>, "ids" | "done"> & {
  /** What the actions act on, for screen readers; by default the list's records ("services"). */
  noun?: string;
  /**
   * Another list with a selection shares the screen: the boxes say what they choose ("Select all
   * services", "Select the service Web Design"), where a record's name alone could be the other's.
   */
  apart?: boolean;
};

type Props<T extends { _id: string }> = {
  /** The rows' class and the start of their parts' ("item-row__title"); the list's is its plural. */
  look: "item-row" | "project-row" | "tab-row";
  /** Names the list for screen readers. */
  label: string;
  items: readonly T[];
  /** How a new order is saved; without it the rows stand as they are, with no handles (a search's matches). */
  order?: Pick<ReturnType<typeof orderedList<T>>, "reorder">;
  row(item: T): ManagedRow;
  bulk?: Bulk;
};

export function ManagedRows<T extends { _id: string }>({ look, label, items, order, row, bulk }: Props<T>) {
  const selection = useSelection(items.map((item) => item._id));
  const records = bulk && (bulk.noun ?? pluralOf(bulk.label).toLowerCase());
  const render = (item: T, handle: ReactNode) => {
    const parts = row(item);
    if (parts.instead) return parts.instead;
    const classes = [look, parts.className, bulk && selection.has(item._id) && "is-selected"];
    return (
      <div className={classes.filter(Boolean).join(" ")}>
        {bulk ? (
          <SelectBox
            selection={selection}
            id={item._id}
            label={bulk.apart ? `Select the ${bulk.label.toLowerCase()} ${parts.title}` : `Select ${parts.title}`}
          />
        ) : null}
        {handle}
        {parts.picture}
        <div className={`${look}__text`}>
          <p className={`${look}__title`}>
            {parts.title}
            {parts.tags}
          </p>
          {parts.lines}
        </div>
        <div className={parts.actionsClassName ? `${look}__actions ${parts.actionsClassName}` : `${look}__actions`}>{parts.actions}</div>
        {parts.below}
      </div>
    );
  };
  const rows = order ? (
    <SortableList
      label={label}
      className={`${look}s`}
      items={items}
      itemId={(item) => item._id}
      itemLabel={(item) => row(item).title}
      onReorder={(ids) => void order.reorder(ids)}
      renderItem={render}
    />
  ) : (
    <ul className={`${look}s`} aria-label={label}>
      {items.map((item) => (
        <li key={item._id}>{render(item, null)}</li>
      ))}
    </ul>
  );
  if (!bulk) return rows;
  const { noun: _noun, apart, ...actions } = bulk;
  return (
    <>
      <SelectionBar selection={selection} noun={records!} allLabel={apart ? `Select all ${records}` : undefined}>
        {(ids, done) => <BulkActions {...actions} ids={ids} done={done} />}
      </SelectionBar>
      {rows}
    </>
  );
}
