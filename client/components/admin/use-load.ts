// Loads what an admin screen shows, once the screen is mounted (and so signed in).
import { useCallback, useEffect, useRef, useState } from "react";
import { reportError } from "../../api.ts";

export type Loaded<T> = { state: "loading" } | { state: "ready"; data: T } | { state: "error"; message: string };

/** `set` takes the new data, or a function of the current data (for answers that arrive later). */
export type Setter<T> = (data: T | ((current: T) => T)) => void;

/**
 * `key` names what is shown: when it changes, or on `reload()`, the screen shows its loading state
 * (and a form under it starts again from the new data). A change of `refresh`, or `refresh()`,
 * loads the same thing again and keeps what is shown until the new data arrives, so a list
 * refreshed after a save neither flickers nor closes what was opened in it.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  failure: string,
  key: string,
  refresh?: string | number,
): Loaded<T> & { reload(): void; refresh(): void; set: Setter<T> } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  const shown = useRef({ key, attempt });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on the key, a retry or a refresh only; load and failure are new functions each render
  useEffect(() => {
    let current = true;
    const refreshing = shown.current.key === key && shown.current.attempt === attempt;
    shown.current = { key, attempt };
    setLoaded((state) => (refreshing && state.state === "ready" ? state : { state: "loading" }));
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
  }, [key, attempt, refresh, refreshes]);

  // The first render after the key changed still holds the old key's data: shown as loading, so a
  // screen never draws one thing's data as another's (the Home page's document under the Every
  // page form's schema, on a link from one editor to the other).
  const current: Loaded<T> = shown.current.key === key ? loaded : { state: "loading" };
  return {
    ...current,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    refresh: useCallback(() => setRefreshes((n) => n + 1), []),
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
