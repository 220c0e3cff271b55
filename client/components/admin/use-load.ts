// Loads what an admin screen shows, once the screen is mounted (and so signed in).
import { useCallback, useEffect, useState } from "react";
import { reportError } from "../../api.ts";

export type Loaded<T> = { state: "loading" } | { state: "ready"; data: T } | { state: "error"; message: string };

/** `set` takes the new data, or a function of the current data (for answers that arrive later). */
export type Setter<T> = (data: T | ((current: T) => T)) => void;

export function useLoad<T>(load: () => Promise<T>, failure: string, key: string): Loaded<T> & { reload(): void; set: Setter<T> } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoaded({ state: "loading" });
    load().then(
      (data) => current && setLoaded({ state: "ready", data }),
      (error: unknown) => {
        if (!current) return;
        reportError(error, failure);
        setLoaded({ state: "error", message: (error instanceof Error && error.message) || failure });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` says when it means something new.
  }, [key, attempt]);

  return {
    ...loaded,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    set: useCallback<Setter<T>>(
      (data) =>
        setLoaded((current) => {
          if (typeof data !== "function") return { state: "ready", data };
          return current.state === "ready" ? { state: "ready", data: (data as (current: T) => T)(current.data) } : current;
        }),
      [],
    ),
  };
}
