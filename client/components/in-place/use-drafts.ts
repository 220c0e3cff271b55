// Edit mode's documents (the page's own and the site's) and their autosave: every change is
// kept in localStorage at once (a closed tab or a crash loses nothing: the next visit picks the
// edits up while the server still holds the version they were made from) and saved to the
// draft after a short pause, naming that version. A dropped connection keeps the edits queued
// and retries (on a timer and when the browser says it is online again); a 409 means another tab
// or device saved first: its newer version is loaded and the owner told, never overwritten.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { ApiError } from "../../api.ts";
import { check, type FieldErrors } from "../admin/content/check.ts";
import type { PageAnswer, PageDocument } from "../../contract/documents/answers.ts";
import { changedAt, type ValueChange } from "../admin/document-form/schema-kind.ts";
import type { DraftKey } from "./editable.tsx";
import { countChanges, same, schemaOf, type Path } from "./schema-at.ts";

/** A draft's calls, by its id: a page document's (src/features/pages/routes.ts) or a project page's. */
export type DraftApi = {
  get(id: string): Promise<PageAnswer>;
  /** Answers 409 with the newer page when `version` is no longer the latest. */
  saveDraft(id: string, version: number, content: unknown): Promise<PageAnswer>;
  discard(id: string, version: number): Promise<PageAnswer>;
  publish(id: string, version: number): Promise<PageAnswer>;
};

/** A draft edit mode keeps: its key on the page, its id for its API ("home", a project's id) and the API. */
export type DraftSource = { key: DraftKey; id: string; api: DraftApi };

export type SaveState = "loading" | "saved" | "unsaved" | "saving" | "offline" | "invalid";
type Entry = { page: PageDocument; content: unknown };
type Backup = { version: number; content: unknown };

const SAVE_AFTER_MS = 600;
const RETRY_MS = [1000, 2000, 4000, 8000, 15000];
const storageKey = (source: DraftSource) => `inplace:${source.key === "project" ? `project-${source.id}` : source.key}`;
const saved = (page: PageDocument) => page.draft ?? page.published;

function readBackup(key: DraftSource): Backup | null {
  try {
    return JSON.parse(localStorage.getItem(storageKey(key)) ?? "null") as Backup | null;
  } catch {
    return null;
  }
}

function writeBackup(key: DraftSource, backup: Backup | null) {
  try {
    if (backup) localStorage.setItem(storageKey(key), JSON.stringify(backup));
    else localStorage.removeItem(storageKey(key));
  } catch {
    // Storage full or disabled: the edits still go to the server.
  }
}

/** `onSignedOut`: the token was refused (expired, signed out elsewhere): edit mode closes, the edits kept in the browser. */
export function useDrafts(sources: DraftSource[], onSignedOut: () => void) {
  const entries = useRef(new Map<DraftKey, Entry>());
  // Fixed for the life of edit mode (it is remounted for another page): a save still pending goes where its edits were made.
  const [bySource] = useState(() => new Map(sources.map((source) => [source.key, source])));
  const keys = [...bySource.keys()];
  const source = (key: DraftKey) => bySource.get(key)!;
  const [state, setState] = useState<SaveState>("loading");
  const [notice, setNotice] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempt = useRef(0);
  const running = useRef<Promise<void> | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: flush reads only refs; one stable timer function
  const schedule = useCallback((ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), ms);
  }, []);

  const take = (key: DraftKey, page: PageDocument, content = saved(page)) => {
    entries.current.set(key, { page, content });
  };

  /** Saves every document whose content differs from the server's copy, one after another. */
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads refs and module functions only; must stay one function for the pending-save chain
  const flush = useCallback(async (): Promise<void> => {
    if (running.current) {
      await running.current;
      return flush();
    }
    running.current = (async () => {
      let next: SaveState = "saved";
      for (const [key, entry] of entries.current) {
        if (same(entry.content, saved(entry.page))) {
          writeBackup(source(key), null);
          continue;
        }
        if (Object.values(check(schemaOf(key), entry.content)).some(Boolean)) {
          next = "invalid";
          continue;
        }
        setState("saving");
        const sent = entry.content;
        try {
          const answer = await source(key).api.saveDraft(source(key).id, entry.page.version, sent);
          entry.page = answer.page;
          setServerErrors({});
          writeBackup(source(key), same(entry.content, sent) ? null : { version: answer.page.version, content: entry.content });
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) {
            const newer = (error.body as { page?: PageDocument } | null)?.page;
            if (newer) take(key, newer);
            writeBackup(source(key), null);
            setNotice(
              "Another tab or device saved a newer version of this page since you opened it: that version is shown now, and your last edit was not saved over it.",
            );
          } else if (error instanceof ApiError && error.status === 401) {
            return onSignedOut();
          } else if (error instanceof ApiError && error.status === 0) {
            next = "offline";
          } else if (error instanceof ApiError && error.status === 400) {
            const field = (error.body as { field?: unknown } | null)?.field;
            setServerErrors({ [typeof field === "string" ? field.replace(/^\/?(content[./])?/, "").replace(/\./g, "/") : ""]: error.message });
            next = "invalid";
          } else {
            next = "offline";
          }
        }
      }
      const dirty = [...entries.current.values()].some((entry) => !same(entry.content, saved(entry.page)));
      if (next === "saved" && dirty) next = "unsaved";
      if (next === "offline") schedule(RETRY_MS[Math.min(attempt.current++, RETRY_MS.length - 1)]!);
      else attempt.current = 0;
      if (next === "unsaved") schedule(SAVE_AFTER_MS);
      setState(next);
      rerender();
    })();
    try {
      await running.current;
    } finally {
      running.current = null;
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the set of documents changes (its joined keys), not on every new array
  const load = useCallback(async () => {
    const pages = await Promise.all(keys.map(async (key) => [key, (await source(key).api.get(source(key).id)).page] as const));
    let restored = false;
    for (const [key, page] of pages) {
      const backup = readBackup(source(key));
      // Edits kept from a closed tab are taken up while the server still holds the copy they were made from.
      if (backup && backup.version === page.version && !same(backup.content, saved(page))) {
        take(key, page, backup.content);
        restored = true;
      } else {
        writeBackup(source(key), null);
        take(key, page);
      }
    }
    setState(restored ? "unsaved" : "saved");
    if (restored) schedule(0);
    rerender();
  }, [keys.join()]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the listeners follow load, which changes with the documents; flush is stable
  useEffect(() => {
    load().catch((error: unknown) => (error instanceof ApiError && error.status === 401 ? onSignedOut() : setState("offline")));
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => {
      // Leaving edit mode (Done, or a link to another page) saves what is pending at once.
      clearTimeout(timer.current);
      void flush();
      window.removeEventListener("online", online);
    };
  }, [load]);

  const change = (key: DraftKey, path: Path, value: ValueChange) => {
    const entry = entries.current.get(key);
    if (!entry) return;
    entry.content = changedAt(entry.content, path, value);
    writeBackup(source(key), { version: entry.page.version, content: entry.content });
    setNotice(null);
    setState("unsaved");
    schedule(SAVE_AFTER_MS);
    rerender();
  };

  /** Runs an action on each document after saving what is pending; each answer replaces its copy. */
  const each = async (action: (key: DraftKey, page: PageDocument) => Promise<{ page: PageDocument }> | null) => {
    clearTimeout(timer.current);
    await flush();
    for (const [key, entry] of entries.current) {
      const call = action(key, entry.page);
      if (call) take(key, (await call).page);
      writeBackup(source(key), null);
    }
    setState("saved");
    rerender();
  };

  const list = [...entries.current.entries()];
  return {
    state,
    notice,
    ready: list.length === keys.length,
    content: (key: DraftKey) => entries.current.get(key)?.content,
    errors: (key: DraftKey): FieldErrors => {
      const entry = entries.current.get(key);
      return entry ? { ...check(schemaOf(key), entry.content), ...(key === keys[0] ? serverErrors : {}) } : {};
    },
    /** Fields that differ from what visitors see. */
    changes: list.reduce((sum, [, entry]) => sum + countChanges(entry.page.published, entry.content), 0),
    hasDraft: list.some(([, entry]) => entry.page.draft !== null || !same(entry.content, entry.page.published)),
    change,
    flush,
    publish: () => each((key, page) => (page.draft !== null ? source(key).api.publish(source(key).id, page.version) : null)),
    discard: () =>
      each((key, page) => {
        const entry = entries.current.get(key)!;
        entry.content = saved(page);
        return page.draft !== null ? source(key).api.discard(source(key).id, page.version) : null;
      }),
    reload: load,
  };
}
