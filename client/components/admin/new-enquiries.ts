// How many enquiries are new, for the menu's badge and the dashboard: kept here between screens
// (the frame, drawn while a screen's code loads, keeps showing it), set by whatever last asked the
// server (the shell on each screen, the inbox's list). No API call in this file: the frame that
// reads it is part of the public entry chunk.
import { useSyncExternalStore } from "react";

let count: number | null = null;
const listeners = new Set<() => void>();

export function setNewEnquiries(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** null until the server has been asked (and always on the server, which renders no count). */
export function useNewEnquiries(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
}
