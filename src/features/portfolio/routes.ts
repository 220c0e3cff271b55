// The portfolio endpoints of the admin API (client/contract/endpoints/content.ts, PORTFOLIO). Every write
// declares that it changes "portfolio", which drops the cached portfolio page and its data.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { PORTFOLIO } from "../../../client/contract/endpoints/content.ts";
import {
  ItemIdParams,
  PORTFOLIO_MESSAGES,
  PortfolioAnswer,
  PortfolioItemAnswer,
  PortfolioItemForm,
  PortfolioItemsAnswer,
  PortfolioOrderBody,
  PortfolioQuery,
  PORTFOLIO_PAGE_SIZE,
  TabParams,
} from "../../../client/contract/portfolio.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { listKit, type ListDeps } from "../../platform/collections/kit.ts";
import { fail } from "../../platform/http/errors.ts";
import type { StoredImage } from "../../../client/contract/stored-media.ts";
import { leaveBodyUnread, readFormFields, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import { projectExists } from "../projects/writes.ts";
import { portfolioItems } from "./collection.ts";
import { countItems, countMatches, selectItems } from "./queries.ts";
import { findTab, listTabs } from "./tabs.ts";
import { currentItem, insertItem, projectOnTab, updateItem, type ItemText } from "./writes.ts";

const itemTitle = (answer: { item: { title: string | null } }) => answer.item.title;
/** Sent blank on an edit, these go back to the default (the title, or the project's words). */
const CLEARABLE = ["title", "caption", "alt", "link"] as const;

export function portfolioRoutes(deps: ListDeps) {
  const { sql, uploadMaxBytes } = deps;
  const kit = listKit(deps, portfolioItems);
  const loaded = async (id: string) => (await selectItems(sql, { publishedOnly: false, id }))[0] ?? fail(404, PORTFOLIO_MESSAGES.notFound);
  const readImage = (form: FormData) => readImageField(form, "image", PORTFOLIO_MESSAGES.imageLabel, uploadMaxBytes);

  return adminRoutes(deps, "portfolio")
    .get(
      PORTFOLIO.list.path,
      async ({ query }) => {
        // A page of one tab, light beside a tab of 400; every tab's count, so each still says how many it holds.
        // With words, the page and `total` are the tab's matches; the tabs' counts stay whole.
        const [tabs, counts] = await Promise.all([listTabs(sql), countItems(sql, false)]);
        const shown = query.tab ? (tabs.find((tab) => tab._id === query.tab) ?? fail(404, PORTFOLIO_MESSAGES.tabNotFound)) : tabs[0];
        const page = Number(query.page ?? 1);
        const limits = { limit: PORTFOLIO_PAGE_SIZE, offset: (page - 1) * PORTFOLIO_PAGE_SIZE };
        const q = query.q?.trim() || undefined;
        const listed = shown && shown.style === "items";
        const [items, matches] = await Promise.all([
          listed ? selectItems(sql, { publishedOnly: false, tab: shown._id, q, page: limits }) : [],
          listed && q ? countMatches(sql, shown._id, q) : undefined,
        ]);
        return {
          success: true,
          message: "Portfolio loaded",
          tabs: tabs.map((tab) => ({ ...tab, count: counts.get(tab._id) ?? 0 })),
          tab: shown?._id ?? null,
          items,
          total: matches ?? (shown ? (counts.get(shown._id) ?? 0) : 0),
        } satisfies AnswerOf<typeof PORTFOLIO.list>;
      },
      { admin: true, query: PortfolioQuery, response: PortfolioAnswer },
    )
    .post(
      PORTFOLIO.add.path,
      async ({ params, request, set }) => {
        const tab = (await findTab(sql, params.tab)) ?? fail(404, PORTFOLIO_MESSAGES.tabNotFound);
        if (tab.style === "films") fail(400, PORTFOLIO_MESSAGES.motionTab);
        const form = await readUploadForm(request, uploadMaxBytes);
        const { projectId = null, ...text } = readFormFields(form, PortfolioItemForm);
        if (projectId && !(await projectExists(sql, projectId))) fail(400, PORTFOLIO_MESSAGES.projectNotFound);
        if (projectId && (await projectOnTab(sql, projectId, params.tab))) fail(409, PORTFOLIO_MESSAGES.projectOnTab);
        if (!projectId && !text.title) fail(400, PORTFOLIO_MESSAGES.titleRequired);
        const image = await readImage(form);
        if (!projectId && !image) fail(400, PORTFOLIO_MESSAGES.imageRequired);
        const insert = (stored?: StoredImage) => insertItem(sql, params.tab, { ...text, projectId, image: stored ?? null });
        const id = await kit.withImage(request, image, insert);
        set.status = 201;
        return { success: true, message: PORTFOLIO_MESSAGES.added, item: await loaded(id) } satisfies AnswerOf<typeof PORTFOLIO.add>;
      },
      { params: TabParams, parse: leaveBodyUnread, ...kit.creates(PortfolioItemAnswer, itemTitle) },
    )
    .patch(
      PORTFOLIO.update.path,
      async ({ params, request, afterInvalidate }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const { projectId, ...fields } = readFormFields(form, PortfolioItemForm, CLEARABLE);
        if (projectId) fail(400, PORTFOLIO_MESSAGES.projectFixed);
        const current = (await currentItem(sql, params.id)) ?? fail(404, PORTFOLIO_MESSAGES.notFound);
        const text: ItemText = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === "" ? null : value]));
        // An item of its own keeps a title; one that stands for a project falls back to the project's.
        if (text.title === null && !current.projectId) fail(400, PORTFOLIO_MESSAGES.titleRequired);
        const image = await readImage(form);
        const write = async (stored?: StoredImage) =>
          (await updateItem(sql, params.id, { ...text, image: stored })) ?? fail(404, PORTFOLIO_MESSAGES.notFound);
        const updated = await kit.withImage(request, image, write);
        kit.dropReplaced(afterInvalidate, updated.oldKey);
        return { success: true, message: PORTFOLIO_MESSAGES.updated, item: await loaded(params.id) } satisfies AnswerOf<typeof PORTFOLIO.update>;
      },
      { params: ItemIdParams, parse: leaveBodyUnread, ...kit.updates(PortfolioItemAnswer, itemTitle) },
    )
    .delete(PORTFOLIO.remove.path, ({ params }) => kit.trash(params.id, PORTFOLIO_MESSAGES) satisfies Promise<AnswerOf<typeof PORTFOLIO.remove>>, {
      params: ItemIdParams,
      ...kit.deletes,
    })
    .put(
      PORTFOLIO.order.path,
      async ({ params, body }) => {
        await kit.reorder(body.ids, params.tab, body.place);
        // A part answers with its own items, in their new order: a page, not the whole tab.
        const items = await selectItems(sql, { publishedOnly: false, tab: params.tab });
        const sent = new Set(body.ids.map((id) => id.toLowerCase()));
        return {
          success: true,
          message: PORTFOLIO_MESSAGES.ordered,
          items: body.place ? items.filter((item) => sent.has(item._id)) : items,
        } satisfies AnswerOf<typeof PORTFOLIO.order>;
      },
      { params: TabParams, body: PortfolioOrderBody, ...kit.reorders(PortfolioItemsAnswer, "Reordered a portfolio tab") },
    );
}
