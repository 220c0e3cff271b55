// The portfolio tabs' endpoints of the admin API (client/content-api.ts calls them): add, change
// (name, address, words, hidden) and remove to the trash; their order is the managed lists' PUT
// /api/admin/portfolio-tabs/order (src/platform/collections/routes.ts). Every write drops the
// cached portfolio page.
import { TabAnswer, TabCreate, TabIdParams, TAB_MESSAGES, TabsAnswer, TabUpdate } from "../../../client/contract/portfolio-tabs.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { listKit, type ListDeps } from "../../platform/collections/kit.ts";
import { fail } from "../../platform/http/errors.ts";
import { findTab, insertTab, listTabs, updateTab } from "./tabs.ts";
import { portfolioTabs } from "./tabs-collection.ts";

const tabLabel = (answer: { tab: { label: string } }) => answer.tab.label;

export function portfolioTabRoutes(deps: ListDeps) {
  const { sql } = deps;
  const kit = listKit(deps, portfolioTabs);
  const loaded = async (id: string) => (await findTab(sql, id)) ?? fail(404, TAB_MESSAGES.notFound);

  return (
    adminRoutes(deps, "portfolio-tabs")
      .get("/api/admin/portfolio-tabs", async () => ({ success: true, message: "Tabs loaded", tabs: await listTabs(sql) }), {
        admin: true,
        response: TabsAnswer,
      })
      .post(
        "/api/admin/portfolio-tabs",
        async ({ body, set }) => {
          const id = await insertTab(sql, body);
          set.status = 201;
          return { success: true, message: TAB_MESSAGES.added, tab: await loaded(id) };
        },
        { body: TabCreate, ...kit.creates(TabAnswer, tabLabel) },
      )
      .patch(
        "/api/admin/portfolio-tabs/:id",
        async ({ params, body }) => {
          if (!(await updateTab(sql, params.id, body))) fail(404, TAB_MESSAGES.notFound);
          return { success: true, message: TAB_MESSAGES.updated, tab: await loaded(params.id) };
        },
        { params: TabIdParams, body: TabUpdate, ...kit.updates(TabAnswer, tabLabel) },
      )
      // A tab holding work is refused by the list's own rule (tabs-collection.ts), here and in bulk.
      .delete("/api/admin/portfolio-tabs/:id", ({ params }) => kit.trash(params.id, TAB_MESSAGES), { params: TabIdParams, ...kit.deletes })
  );
}
