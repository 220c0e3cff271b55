// The portfolio endpoints of the admin API (CONTENT-API.md, "Portfolio tabs"). Every write
// declares that it changes "portfolio", which drops the cached portfolio page and its data.
import { Elysia } from "elysia";
import { ItemIdParams, MotionBody, PORTFOLIO_MESSAGES, PortfolioItemForm, TabParams } from "../../../client/contract/portfolio.ts";
import { activityHook, onRecord } from "../../platform/activity/hook.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminGuard } from "../../platform/auth/guard.ts";
import { cacheInvalidation } from "../../platform/cache/invalidation.ts";
import { collection } from "../../platform/collections/registry.ts";
import { reorder } from "../../platform/collections/reorder.ts";
import { moveToTrash } from "../../platform/collections/trash.ts";
import { fail } from "../../platform/http/errors.ts";
import { addVariantSet } from "../../platform/media/image-jobs.ts";
import type { ImageDeps } from "../../platform/media/image-queue.ts";
import { leaveBodyUnread, readFormFields, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import { removeVariantSet } from "../../platform/media/writes.ts";
import { projectExists } from "../projects/writes.ts";
import { OrderBody } from "../../../client/contract/common.ts";
import { getMotionPlaylistId, groupByTab, selectItems } from "./queries.ts";
import { currentItem, insertItem, saveMotionPlaylistId, updateItem, type ItemText } from "./writes.ts";

const invalidates = ["portfolio"] as const;
const ITEMS = collection("portfolio-items");
const itemTitle = (answer: { item: { title: string | null } }) => answer.item.title ?? "";
/** Sent blank on an edit, these go back to the default (the title, or the project's words). */
const CLEARABLE = ["title", "caption", "alt", "link"] as const;

export function portfolioRoutes(deps: AdminDeps & ImageDeps) {
  const { sql, uploadMaxBytes } = deps;
  const loaded = async (id: string) => (await selectItems(sql, { publishedOnly: false, id }))[0] ?? fail(404, PORTFOLIO_MESSAGES.notFound);
  const readImage = (form: FormData) => readImageField(form, "image", PORTFOLIO_MESSAGES.imageLabel, uploadMaxBytes);

  return new Elysia({ name: "portfolio" })
    .use(adminGuard(deps))
    .use(cacheInvalidation(deps.cache))
    .use(activityHook(deps))
    .get(
      "/api/admin/portfolio",
      async () => {
        const [items, motionPlaylistId] = await Promise.all([selectItems(sql, { publishedOnly: false }), getMotionPlaylistId(sql)]);
        return { success: true, message: "Portfolio loaded", tabs: groupByTab(items), motionPlaylistId };
      },
      { admin: true },
    )
    .put(
      "/api/admin/portfolio/motion",
      async ({ body }) => ({ success: true, message: PORTFOLIO_MESSAGES.playlistSaved, motionPlaylistId: await saveMotionPlaylistId(sql, body.playlistId.trim()) }),
      { admin: true, body: MotionBody, invalidates, activity: { action: "settings", summary: () => "Changed the Motion tab's playlist" } },
    )
    .post(
      "/api/admin/portfolio/:tab/items",
      async ({ params, request, set }) => {
        if (params.tab === "motion") fail(400, PORTFOLIO_MESSAGES.motionTab);
        const form = await readUploadForm(request, uploadMaxBytes);
        const { projectId = null, ...text } = readFormFields(form, PortfolioItemForm);
        if (projectId && !(await projectExists(sql, projectId))) fail(400, PORTFOLIO_MESSAGES.projectNotFound);
        if (!projectId && !text.title) fail(400, PORTFOLIO_MESSAGES.titleRequired);
        const image = await readImage(form);
        if (!projectId && !image) fail(400, PORTFOLIO_MESSAGES.imageRequired);
        const insert = (stored: Parameters<typeof insertItem>[2]["image"]) => insertItem(sql, params.tab, { ...text, projectId, image: stored });
        const id = image ? await addVariantSet({ ...deps, signal: request.signal }, "portfolio", image, insert) : await insert(null);
        set.status = 201;
        return { success: true, message: PORTFOLIO_MESSAGES.added, item: await loaded(id) };
      },
      { admin: true, params: TabParams, parse: leaveBodyUnread, invalidates, activity: onRecord("create", "portfolio-items", itemTitle) },
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
        const write = async (stored?: Parameters<typeof updateItem>[2]["image"]) => (await updateItem(sql, params.id, { ...text, image: stored })) ?? fail(404, PORTFOLIO_MESSAGES.notFound);
        const updated = image ? await addVariantSet({ ...deps, signal: request.signal }, "portfolio", image, write) : await write();
        afterInvalidate(() => removeVariantSet(deps, updated.oldKey));
        return { success: true, message: PORTFOLIO_MESSAGES.updated, item: await loaded(params.id) };
      },
      { admin: true, params: ItemIdParams, parse: leaveBodyUnread, invalidates, activity: onRecord("update", "portfolio-items", itemTitle) },
    )
    .delete(
      "/api/admin/portfolio/items/:id",
      async ({ params }) => {
        const trashed = (await moveToTrash(sql, ITEMS, params.id)) ?? fail(404, PORTFOLIO_MESSAGES.notFound);
        return { success: true, message: PORTFOLIO_MESSAGES.deleted, trashed };
      },
      { admin: true, params: ItemIdParams, invalidates, activity: onRecord("delete", "portfolio-items", (answer) => answer.trashed.title) },
    )
    .put(
      "/api/admin/portfolio/:tab/order",
      async ({ params, body }) => {
        await reorder(sql, { table: "portfolio_items", scope: { column: "tab", value: params.tab } }, body.ids);
        const items = (await selectItems(sql, { publishedOnly: false })).filter((item) => item.tab === params.tab);
        return { success: true, message: PORTFOLIO_MESSAGES.ordered, items };
      },
      { admin: true, params: TabParams, body: OrderBody("Item"), invalidates, activity: { action: "reorder", summary: () => "Reordered a portfolio tab" } },
    );
}
