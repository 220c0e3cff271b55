// The page documents' admin API (BRIEF: /api/admin/pages…): the list, one document with its
// draft, the draft saved or discarded, and the draft published, which keeps a revision, drops
// the public pages' cached copies on every instance (tag "pages") and says in the activity log
// what changed. Drafts are the owner's alone: saving one changes nothing a visitor sees.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { PAGES } from "../../../client/contract/endpoints/pages.ts";
import { Type as t } from "@sinclair/typebox";
import { DraftBody, PAGE_MESSAGES, PageAnswer, PagesAnswer, PreviewDataAnswer, VersionBody } from "../../../client/contract/documents/answers.ts";
import { findDocument, type DocumentSpec } from "../../../client/contract/documents/registry.ts";
import { REQUEST_TOO_LARGE } from "../../../client/contract/common.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { fail } from "../../platform/http/errors.ts";
import type { BodyLimit } from "../../platform/http/route-policy.ts";
import { answers, checked, trimmedDeep } from "../../platform/http/validation.ts";
import { fieldList } from "../../platform/revisions/diff.ts";
import { mediaStored, withStoredSizes } from "../../platform/media/held-media.ts";
import { getPage, listPages } from "./queries.ts";
import { publishDraft, setDraft } from "./writes.ts";

const KeyParams = t.Object({ key: t.String({ maxLength: 60, error: PAGE_MESSAGES.notFound }) });

/** The document a path names, or 404. */
const documentOf = (key: string): DocumentSpec => findDocument(key) ?? fail(404, PAGE_MESSAGES.notFound);

/** How the activity log names a document: "the home page", "the /webdesign page". */
/** A page document whole, its two image tracks of 40 slides each with a blur placeholder. */
const DRAFT_BODY_LIMIT: BodyLimit = { maxBytes: 1024 * 1024, message: REQUEST_TOO_LARGE };

export function pageName(spec: DocumentSpec): string {
  if (spec.key === "site") return "the words every page shares";
  if (spec.key.startsWith("service-")) return `the ${spec.path} page`;
  return `the ${spec.label.toLowerCase()}`;
}

type Context = { adminName: string; describeActivity: (text: string) => void };

/**
 * The data of the public page at a path, as the owner's preview shows it (a hidden service's page
 * too), and whether visitors see that page now; null where no page is.
 */
export type PreviewData = (path: string) => Promise<{ data: unknown; shown: boolean } | null>;

export function pageDocumentRoutes(deps: AdminDeps, previewData: PreviewData) {
  const { sql, objects } = deps;
  return (
    adminRoutes(deps, "pages")
      .get(
        PAGES.list.path,
        async () => ({ success: true, message: PAGE_MESSAGES.listed, pages: await listPages(sql) }) satisfies AnswerOf<typeof PAGES.list>,
        {
          admin: true,
          response: answers(PagesAnswer),
        },
      )
      .get(
        PAGES.get.path,
        async ({ params }) => {
          const page = (await getPage(sql, documentOf(params.key).key)) ?? fail(404, PAGE_MESSAGES.notFound);
          return { success: true, message: PAGE_MESSAGES.loaded, page } satisfies AnswerOf<typeof PAGES.get>;
        },
        { admin: true, params: KeyParams, response: answers(PageAnswer) },
      )
      .get(
        PAGES.previewData.path,
        async ({ params }) => {
          const page = (await getPage(sql, documentOf(params.key).key)) ?? fail(404, PAGE_MESSAGES.notFound);
          const { data, shown } = (await previewData(page.path)) ?? fail(404, PAGE_MESSAGES.noPreview);
          return { success: true, message: PAGE_MESSAGES.loaded, data, shown } satisfies AnswerOf<typeof PAGES.previewData>;
        },
        { admin: true, params: KeyParams, response: answers(PreviewDataAnswer) },
      )
      // Bodies checked here rather than by Elysia's `body` option: its validator runs out of memory
      // when a nested schema meets a value nested thousands of levels deep (hostile-input).
      .put(
        PAGES.saveDraft.path,
        async (context) => {
          const { params, body } = context;
          const spec = documentOf(params.key);
          const draft = checked(DraftBody, body);
          const content = trimmedDeep(checked(spec.schema, draft.content));
          const sizes = (await mediaStored(objects, content)) ?? fail(400, PAGE_MESSAGES.missingMedia);
          const page = await setDraft(sql, spec, draft.version, withStoredSizes(content, sizes), (context as typeof context & Context).adminName);
          return { success: true, message: PAGE_MESSAGES.draftSaved, page } satisfies AnswerOf<typeof PAGES.saveDraft>;
        },
        { admin: true, params: KeyParams, response: answers(PageAnswer), bodyLimit: DRAFT_BODY_LIMIT },
      )
      .delete(
        PAGES.discard.path,
        async (context) => {
          const { params, body } = context;
          const spec = documentOf(params.key);
          const page = await setDraft(sql, spec, checked(VersionBody, body).version, null, (context as typeof context & Context).adminName);
          return { success: true, message: PAGE_MESSAGES.discarded, page } satisfies AnswerOf<typeof PAGES.discard>;
        },
        { admin: true, params: KeyParams, response: answers(PageAnswer) },
      )
      .post(
        PAGES.publish.path,
        async (context) => {
          const { params, body } = context;
          const { adminName, describeActivity } = context as typeof context & Context;
          const spec = documentOf(params.key);
          // A draft saved before sizes were taken from the bucket may hold a wrong one: the stored sizes are published.
          const draft = (await getPage(sql, spec.key))?.draft ?? null;
          const sizes = (await mediaStored(objects, draft)) ?? fail(400, PAGE_MESSAGES.missingMedia);
          const { page, revision } = await publishDraft(sql, spec, checked(VersionBody, body).version, {
            author: adminName,
            keep: deps.revisionsKeep,
            sizes,
          });
          const changed = revision?.changes.length ? `: ${fieldList(revision.changes, { joined: "," })}` : " unchanged";
          describeActivity(`Published ${pageName(spec)}${changed}`);
          return { success: true, message: PAGE_MESSAGES.published, page } satisfies AnswerOf<typeof PAGES.publish>;
        },
        {
          admin: true,
          params: KeyParams,
          response: answers(PageAnswer),
          invalidates: ["pages"],
          activity: { action: "update", summary: () => "Published a page" },
        },
      )
  );
}
