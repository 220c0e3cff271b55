// The page editor's state and its four actions against the API: the loaded document, the
// owner's edits, their errors (the contract checked as they type, and the server's at the
// field it names), and save / publish / discard, each naming the version it was made from, so
// a save from an older copy is refused (409) and the newer version is loaded and said so.
import { useMemo, useState } from "react";
import type { TSchema } from "@sinclair/typebox";
import { call, ApiError, reportError } from "../../../../api.ts";
import { check, type FieldErrors } from "../../../../components/admin/content/check.ts";
import { notify } from "../../../../components/admin/notify.ts";
import { PAGE_MESSAGES, type PageDocument } from "../../../../contract/documents/answers.ts";
import { PAGES } from "../../../../contract/endpoints/pages.ts";

export type Busy = "save" | "publish" | "discard" | "preview" | null;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const editable = (page: PageDocument) => page.draft ?? page.published;

/** A server's field path ("content.hero.intro", "/content/hero/intro") as the form keys it ("hero/intro"). */
export function formPath(field: string): string {
  return field
    .replace(/\./g, "/")
    .replace(/^\//, "")
    .replace(/^content\//, "");
}

export function usePageDraft(initial: PageDocument, schema: TSchema) {
  const [page, setPage] = useState(initial);
  const [content, setContent] = useState<unknown>(() => editable(initial));
  const [serverError, setServerError] = useState<{ field: string; message: string } | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const checked = useMemo(() => check(schema, content), [schema, content]);
  const errors: FieldErrors = serverError ? { ...checked, [serverError.field]: serverError.message } : checked;
  const unsaved = !same(content, editable(page));

  const load = (next: PageDocument) => {
    setPage(next);
    setContent(editable(next));
    setServerError(null);
  };

  const edit = (next: unknown) => {
    setContent(next);
    setServerError(null);
  };

  /** A refused call: the newer version on 409, the field's error on 400, a toast always. */
  const refused = (error: unknown, failure: string) => {
    if (error instanceof ApiError && error.status === 409) {
      const newer = (error.body as { page?: PageDocument } | null)?.page;
      if (newer) load(newer);
      setConflict(true);
      return void notify.error(PAGE_MESSAGES.conflict);
    }
    const field = (error instanceof ApiError && (error.body as { field?: unknown } | null)?.field) || null;
    if (error instanceof ApiError && error.status === 400 && error.message)
      setServerError({ field: typeof field === "string" ? formPath(field) : "", message: error.message });
    reportError(error, failure);
  };

  const run = async <T>(what: Exclude<Busy, null>, work: () => Promise<T>): Promise<T | null> => {
    setBusy(what);
    try {
      return await work();
    } finally {
      setBusy(null);
    }
  };

  /** Saves the edits as the draft: the saved page, or null when they were refused. */
  const save = async (): Promise<PageDocument | null> => {
    if (Object.values(checked).some(Boolean)) {
      notify.error("Please check the highlighted fields");
      document.querySelector(".doc-form [aria-invalid=true], .doc-form .admin-field__error")?.scrollIntoView({ block: "center" });
      return null;
    }
    try {
      const answer = await call(PAGES.saveDraft, { params: { key: page.key }, body: { version: page.version, content } });
      load(answer.page);
      setConflict(false);
      return answer.page;
    } catch (error) {
      refused(error, "Could not save the draft");
      return null;
    }
  };

  return {
    page,
    content,
    edit,
    errors,
    unsaved,
    conflict,
    busy,
    saveDraft: () =>
      run("save", async () => {
        const saved = await save();
        if (saved) notify.success(PAGE_MESSAGES.draftSaved);
      }),
    /** Saves first when there are edits; resolves whether the draft on the server is current. */
    saveForPreview: () => run("preview", async () => (unsaved ? (await save()) !== null : true)),
    publish: () =>
      run("publish", async () => {
        const current = unsaved ? await save() : page;
        if (!current) return;
        try {
          const answer = await call(PAGES.publish, { params: { key: current.key }, body: { version: current.version } });
          load(answer.page);
          setConflict(false);
          notify.success(answer.message || PAGE_MESSAGES.published);
        } catch (error) {
          refused(error, "Could not publish");
        }
      }),
    discard: () =>
      run("discard", async () => {
        try {
          const answer = await call(PAGES.discard, { params: { key: page.key }, body: { version: page.version } });
          load(answer.page);
          setConflict(false);
          notify.success(answer.message || PAGE_MESSAGES.discarded);
        } catch (error) {
          refused(error, "Could not discard the draft");
          throw error;
        }
      }),
    /** After a revert from the history: the page as it is now. */
    reload: async () => {
      try {
        load((await call(PAGES.get, { params: { key: page.key } })).page);
        setConflict(false);
      } catch (error) {
        reportError(error, "Could not load the page");
      }
    },
    /** The owner throws away their unsaved edits (keeps the saved draft). */
    undoEdits: () => edit(editable(page)),
  };
}
