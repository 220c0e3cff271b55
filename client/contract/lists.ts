// Every list declared from its contract (list.ts), one line each: its name, its admin menu entry
// when it asks for the generic screen (/admin/lists/<name>, client/pages/admin/list/page.tsx;
// none: a screen of its own manages it), and its contract, loaded when wanted. The admin menu
// reads this on every page, so the contracts (and their schema library) stay out of the public
// pages' code. The admin API's contract holds their endpoints (tests/support/contract-endpoints.ts
// reads them from here); the server's declarations take the same contracts (src/collections.ts).
import type { AnyListContract } from "./list.ts";

export type DeclaredList = {
  name: string;
  menu?: { label: string; hint: string };
  contract(): Promise<AnyListContract>;
};

export const LISTS: readonly DeclaredList[] = [
  { name: "portfolio-tabs", contract: async () => (await import("./portfolio-tabs.ts")).TAB_LIST },
  { name: "services", contract: async () => (await import("./services.ts")).SERVICE_LIST },
];

/** The address of a list's admin screen. */
export const listPath = (list: DeclaredList) => `/admin/lists/${list.name}`;

/** The list whose screen is at `path`, if any (`lists`: the registry's). */
export const listOfPath = (path: string, lists = LISTS) => lists.find((list) => path.replace(/\/$/, "") === listPath(list));
