// The row above a list whose records can be chosen: "Select all (n)", how many are chosen, and
// the actions for them, disabled while none is. After an action the keyboard goes on from
// "Select all" (the buttons it was on may be disabled or gone).
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Selection } from "./use-selection.ts";

type Props = {
  selection: Selection;
  /** What the actions act on, for screen readers: "logos". */
  noun: string;
  /** The select-all box's words where another list on the screen has its own: "Select all services". */
  allLabel?: string;
  /** The actions, given the chosen ids and what to call once one is done. */
  children(ids: string[], done: () => void): ReactNode;
};

export function SelectionBar({ selection, noun, allLabel = "Select all", children }: Props) {
  const selectAll = useRef<HTMLInputElement | null>(null);
  const { all, ids } = selection;
  // Focused once the action's render is done: a confirmation dialog, while open, keeps focus in it.
  const [actions, setActions] = useState(0);
  useEffect(() => {
    if (actions) selectAll.current?.focus();
  }, [actions]);
  const done = () => {
    selection.setAll(false);
    setActions((n) => n + 1);
  };
  return (
    <div className={`selection-bar${ids.length > 0 ? " selection-bar--active" : ""}`}>
      <label className="select-box select-box--all">
        <input
          type="checkbox"
          checked={all.length > 0 && ids.length === all.length}
          disabled={all.length === 0}
          ref={(box) => {
            selectAll.current = box;
            if (box) box.indeterminate = ids.length > 0 && ids.length < all.length;
          }}
          onChange={(event) => selection.setAll(event.target.checked)}
        />
        <span>
          {allLabel} ({all.length})
        </span>
      </label>
      <output className="selection-bar__count" aria-live="polite">
        {ids.length === 0 ? "None selected" : `${ids.length} selected`}
      </output>
      <fieldset className="selection-bar__actions">
        <legend className="visually-hidden">Actions for the selected {noun}</legend>
        {children(ids, done)}
      </fieldset>
    </div>
  );
}
