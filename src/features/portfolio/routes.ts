// The portfolio endpoints of the admin API (client/content-api.ts calls them). Every write
// declares that it changes "portfolio", which drops the cached portfolio page and its data.
import {
  ItemIdParams,
  MotionAnswer,
  MotionBody,
  PORTFOLIO_MESSAGES,
  PortfolioAnswer,
  PortfolioItemAnswer,
  PortfolioItemForm,
  PortfolioItemsAnswer,
  TabParams,
} from "../../../client/contract/portfolio.ts";
import { OrderBody } from "../../../client/contract/common.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { listKit, type ListDeps } from "../../platform/collections/kit.ts";
import { fail } from "../../platform/http/errors.ts";
import type { StoredImage } from "../../../client/contract/stored-media.ts";
import { leaveBodyUnread, readFormFields, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import { projectExists } from "../projects/writes.ts";
import { portfolioItems } from "./collection.ts";
import { getMotionPlaylistId, groupByTab, selectItems } from "./queries.ts";
import { currentItem, insertItem, projectOnTab, saveMotionPlaylistId, updateItem, type ItemText } from "./writes.ts";

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
      "/api/admin/portfolio",
      async () => {
        const [items, motionPlaylistId] = await Promise.all([selectItems(sql, { publishedOnly: false }), getMotionPlaylistId(sql)]);
        return { success: true, message: "Portfolio loaded", tabs: groupByTab(items), motionPlaylistId };
      },
      { admin: true, response: PortfolioAnswer },
    )
    .put(
      "/api/admin/portfolio/motion",
      async ({ body }) => ({
        success: true,
        message: PORTFOLIO_MESSAGES.playlistSaved,
        motionPlaylistId: await saveMotionPlaylistId(sql, body.playlistId.trim()),
      }),
      {
        admin: true,
        body: MotionBody,
        response: MotionAnswer,
        invalidates: portfolioItems.tags,
        activity: { action: "settings", summary: () => "Changed the Motion tab's playlist" },
      },
    )
    .post(
      "/api/admin/portfolio/:tab/items",
      async ({ params, request, set }) => {
        if (params.tab === "motion") fail(400, PORTFOLIO_MESSAGES.motionTab);
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
        return { success: true, message: PORTFOLIO_MESSAGES.added, item: await loaded(id) };
      },
      { params: TabParams, parse: leaveBodyUnread, ...kit.creates(PortfolioItemAnswer, itemTitle) },
    )
    .patch(
      "/api/admin/portfolio/items/:id",
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
        return { success: true, message: PORTFOLIO_MESSAGES.updated, item: await loaded(params.id) };
      },
      { params: ItemIdParams, parse: leaveBodyUnread, ...kit.updates(PortfolioItemAnswer, itemTitle) },
    )
    .delete("/api/admin/portfolio/items/:id", ({ params }) => kit.trash(params.id, PORTFOLIO_MESSAGES), { params: ItemIdParams, ...kit.deletes })
    .put(
      "/api/admin/portfolio/:tab/order",
      async ({ params, body }) => {
        await kit.reorder(body.ids, params.tab);
        const items = (await selectItems(sql, { publishedOnly: false })).filter((item) => item.tab === params.tab);
        return { success: true, message: PORTFOLIO_MESSAGES.ordered, items };
      },
      { params: TabParams, body: OrderBody("Item"), ...kit.reorders(PortfolioItemsAnswer, "Reordered a portfolio tab") },
    );
}
