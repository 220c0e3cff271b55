// A record's checkbox for bulk actions, named for screen readers ("Select the logo Orbit Labs").
import type { Selection } from "./use-selection.ts";

export function SelectBox({ selection, id, label }: { selection: Selection; id: string; label: string }) {
  return (
    <label className="select-box">
      <input type="checkbox" checked={selection.has(id)} onChange={(event) => selection.toggle(id, event.target.checked)} />
      <span className="visually-hidden">{label}</span>
    </label>
  );
}
