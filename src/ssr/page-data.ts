// What each kind of page reads before it renders (routes name the kind in client/routes.tsx).
import type { PageDataKind, PageDataMap } from "../../client/entities.ts";
import { listClients } from "../clients/queries.ts";
import type { Sql } from "../db/connect.ts";
import { listLogos } from "../logos/queries.ts";

export type PageDataLoaders = { [K in PageDataKind]: () => Promise<PageDataMap[K]> };

export function createPageDataLoaders(sql: Sql): PageDataLoaders {
  return {
    home: async () => {
      const [logos, clients] = await Promise.all([listLogos(sql), listClients(sql)]);
      return { logos, clients };
    },
  };
}

/** What a page shows when its data cannot be read: the sections' empty (spinner) state. */
export const emptyPageData: PageDataMap = {
  home: { logos: [], clients: [] },
};

export function isPageDataKind(value: string): value is PageDataKind {
  return Object.hasOwn(emptyPageData, value);
}
