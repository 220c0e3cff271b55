// What every owner-ordered list on an admin screen does to its copy of the records: show a new
// order at once and save it behind (the old order returns, with an error toast, if saving
// fails), and take a deleted record out while remembering its place for Undo.
import { reportError } from "../../api.ts";
import { notify } from "./notify.ts";

type Update<T> = (change: (current: T[]) => T[]) => void;

export function orderedList<T>(idOf: (item: T) => string, update: Update<T>, save: (ids: string[]) => Promise<{ message: string }>) {
  return {
    async reorder(ids: string[]) {
      let before: T[] = [];
      update((current) => {
        before = current;
        const byId = new Map(current.map((item) => [idOf(item), item]));
        return ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
      });
      try {
        notify.success((await save(ids)).message);
      } catch (error) {
        update(() => before);
        reportError(error, "Could not save the new order");
      }
    },
    /** Takes `item` out; the returned function puts it back where it was (after an Undo). */
    remove(item: T): () => void {
      let at = 0;
      update((current) => {
        at = Math.max(0, current.indexOf(item));
        return current.filter((other) => other !== item);
      });
      return () => update((current) => (current.includes(item) ? current : [...current.slice(0, at), item, ...current.slice(at)]));
    },
  };
}
