// Loads what an admin screen shows, once the screen is mounted (and so signed in).
import { useCallback, useEffect, useState } from "react";
import { reportError } from "../../api.ts";

export type Loaded<T> = { state: "loading" } | { state: "ready"; data: T } | { state: "error"; message: string };

export function useLoad<T>(load: () => Promise<T>, failure: string, key: string): Loaded<T> & { reload(): void; set(data: T): void } {
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
    set: useCallback((data: T) => setLoaded({ state: "ready", data }), []),
  };
}
