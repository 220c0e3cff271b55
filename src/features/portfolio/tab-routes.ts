// The portfolio tabs' endpoints of the admin API (client/contract/endpoints/content.ts, PORTFOLIO_TABS): add, change
// (name, address, words, hidden) and remove to the trash; their order is the managed lists' PUT
// /api/admin/portfolio-tabs/order (src/platform/collections/routes.ts). Every write drops the
// cached portfolio page.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { PORTFOLIO_TABS } from "../../../client/contract/endpoints/content.ts";
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
      .get(
        PORTFOLIO_TABS.list.path,
        async () => ({ success: true, message: "Tabs loaded", tabs: await listTabs(sql) }) satisfies AnswerOf<typeof PORTFOLIO_TABS.list>,
        {
          admin: true,
          response: TabsAnswer,
        },
      )
      .post(
        PORTFOLIO_TABS.add.path,
        async ({ body, set }) => {
          const id = await insertTab(sql, body);
          set.status = 201;
          return { success: true, message: TAB_MESSAGES.added, tab: await loaded(id) } satisfies AnswerOf<typeof PORTFOLIO_TABS.add>;
        },
        { body: TabCreate, ...kit.creates(TabAnswer, tabLabel) },
      )
      .patch(
        PORTFOLIO_TABS.update.path,
        async ({ params, body }) => {
          if (!(await updateTab(sql, params.id, body))) fail(404, TAB_MESSAGES.notFound);
          return { success: true, message: TAB_MESSAGES.updated, tab: await loaded(params.id) } satisfies AnswerOf<typeof PORTFOLIO_TABS.update>;
        },
        { params: TabIdParams, body: TabUpdate, ...kit.updates(TabAnswer, tabLabel) },
      )
      // A tab holding work is refused by the list's own rule (tabs-collection.ts), here and in bulk.
      .delete(
        PORTFOLIO_TABS.remove.path,
        ({ params }) => kit.trash(params.id, TAB_MESSAGES) satisfies Promise<AnswerOf<typeof PORTFOLIO_TABS.remove>>,
        { params: TabIdParams, ...kit.deletes },
      )
  );
}
