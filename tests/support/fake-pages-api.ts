// The page documents' API (issue 23's contract: client/contract/documents/answers.ts and
// revisions.ts) as a browser context sees it, answered in the test from memory: the admin's
// editor can be driven and looked at before (and apart from) the server's routes. Drafts carry
// a version and a stale one is answered 409 with the newer page; saves are checked against the
// document's schema with the contract's words; publishing keeps a revision naming each changed
// field. Uploads reach the server's real media routes.
import type { BrowserContext, Route } from "playwright-core";
import { Value } from "@sinclair/typebox/value";
import { describeError } from "../../client/contract/describe-error.ts";
import { PAGE_MESSAGES, type PageDocument } from "../../client/contract/documents/answers.ts";
import { DOCUMENTS, findDocument } from "../../client/contract/documents/registry.ts";
import { REVISION_MESSAGES, type FieldChange, type Revision } from "../../client/contract/revisions.ts";
import { seedDocuments } from "../../src/features/seed/documents.ts";

type Fake = { pages: Map<string, PageDocument>; revisions: Map<string, Revision[]>; reset(): void };

const AUTHOR = "owner";

/** Every leaf that differs, as the revision lists it (lists compared entry by entry). */
function changes(before: unknown, after: unknown, path: string[] = []): FieldChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isNode = (value: unknown) => typeof value === "object" && value !== null && !("key" in value) && !("image" in value);
  if (isNode(before) && isNode(after)) {
    const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
    return [...keys].flatMap((key) => changes((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], [...path, key]));
  }
  const label = path.map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part)).join(" ");
  return [{ path: path.join("."), label, before, after }];
}

export async function fakePagesApi(context: BrowserContext): Promise<Fake> {
  const now = () => new Date().toISOString();
  const seeded = () =>
    new Map(
      DOCUMENTS.map((spec): [string, PageDocument] => [
        spec.key,
        {
          key: spec.key,
          label: spec.label,
          path: spec.path,
          version: 1,
          published: structuredClone(seedDocuments[spec.key]),
          draft: null,
          updatedAt: now(),
          updatedBy: null,
        },
      ]),
    );
  const fake: Fake = {
    pages: seeded(),
    revisions: new Map(),
    reset() {
      fake.pages = seeded();
      fake.revisions = new Map();
    },
  };
  const answer = (route: Route, status: number, body: object) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
  const saved = (page: PageDocument, changes: Partial<PageDocument>) => {
    const next = { ...page, ...changes, version: page.version + 1, updatedAt: now(), updatedBy: AUTHOR };
    fake.pages.set(page.key, next);
    return next;
  };
  const publish = (page: PageDocument, content: unknown, summary: string) => {
    const subject = `page:${page.key}`;
    const list = fake.revisions.get(subject) ?? [];
    const found = changes(page.published, content);
    list.unshift({
      _id: crypto.randomUUID(),
      subject,
      number: list.length + 1,
      author: AUTHOR,
      createdAt: now(),
      summary: summary || `Changed ${found.map((change) => change.label).join(", ")}`,
      changes: found,
      content,
    } as Revision);
    fake.revisions.set(subject, list);
    return saved(page, { published: content, draft: null });
  };

  await context.route(/\/api\/admin\/pages(\/|$)/, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const [key, action] = url.pathname.replace("/api/admin/pages", "").split("/").filter(Boolean);
    // Uploads go to the server's own routes (helper media's), as they will with the real API.
    if (key === "media") return route.continue();
    if (!key) {
      const pages = [...fake.pages.values()].map(({ published, draft, ...summary }) => ({ ...summary, hasDraft: draft !== null }));
      return answer(route, 200, { success: true, message: PAGE_MESSAGES.listed, pages });
    }
    const page = fake.pages.get(key);
    const spec = findDocument(key);
    if (!page || !spec) return answer(route, 404, { success: false, message: PAGE_MESSAGES.notFound });
    if (request.method() === "GET") return answer(route, 200, { success: true, message: PAGE_MESSAGES.loaded, page });
    const body = request.postDataJSON() as { version: number; content?: unknown };
    if (body.version !== page.version) return answer(route, 409, { success: false, message: PAGE_MESSAGES.conflict, page });
    if (action === "draft" && request.method() === "PUT") {
      const first = Value.Errors(spec.schema, body.content).First();
      if (first) return answer(route, 400, { success: false, message: describeError(first), field: first.path.replace(/^\//, "") });
      return answer(route, 200, { success: true, message: PAGE_MESSAGES.draftSaved, page: saved(page, { draft: body.content }) });
    }
    if (action === "draft" && request.method() === "DELETE")
      return answer(route, 200, { success: true, message: PAGE_MESSAGES.discarded, page: saved(page, { draft: null }) });
    if (action === "publish") {
      if (page.draft === null) return answer(route, 400, { success: false, message: PAGE_MESSAGES.nothingToPublish });
      return answer(route, 200, { success: true, message: PAGE_MESSAGES.published, page: publish(page, page.draft, "") });
    }
    return answer(route, 404, { success: false, message: "Not found" });
  });

  await context.route(/\/api\/admin\/revisions\//, async (route) => {
    const url = new URL(route.request().url());
    const [subject, id] = url.pathname.replace("/api/admin/revisions/", "").split("/").map(decodeURIComponent);
    const list = fake.revisions.get(subject!) ?? [];
    if (!id)
      return answer(route, 200, { success: true, message: REVISION_MESSAGES.listed, revisions: list.map(({ content, ...rest }: any) => rest) });
    const revision = list.find((entry) => entry._id === id) as (Revision & { content: unknown }) | undefined;
    const page = fake.pages.get(subject!.replace(/^page:/, ""));
    if (!revision || !page) return answer(route, 404, { success: false, message: REVISION_MESSAGES.notFound });
    const message = REVISION_MESSAGES.reverted(revision.number);
    return answer(route, 200, { success: true, message, page: publish(page, revision.content, message) });
  });
  return fake;
}
