// Which records of a list the owner has chosen for a bulk action. Kept by id, so a list that
// reloads keeps its choice; a record no longer shown is no longer chosen.
import { useState } from "react";

export function useSelection(ids: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  return {
    /** The ids shown, in their order: every one (`all`) and those chosen (`ids`). */
    all: ids,
    ids: ids.filter((id) => chosen.has(id)),
    has: (id: string) => chosen.has(id),
    toggle: (id: string, on: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    setAll: (on: boolean) => setChosen(new Set(on ? ids : [])),
  };
}

export type Selection = ReturnType<typeof useSelection>;
