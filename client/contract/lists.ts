// Every list declared from its contract (list.ts), one line each: the admin API's contract holds
// their endpoints (tests/support/contract-endpoints.ts reads them from here), and those with a
// menu entry get it (client/components/admin/admin-frame.tsx) and their screen at
// /admin/lists/<name> (client/pages/admin/list/page.tsx). The server's declarations take the same
// contracts (src/collections.ts).
import type { AnyListContract } from "./list.ts";
import { TAB_LIST } from "./portfolio-tabs.ts";

export const LISTS: readonly AnyListContract[] = [TAB_LIST];

/** The address of a list's admin screen. */
export const listPath = (list: AnyListContract) => `/admin/lists/${list.name}`;

/** The list whose screen is at `path`, if any (`lists`: the registry's). */
export const listOfPath = (path: string, lists = LISTS) => lists.find((list) => path.replace(/\/$/, "") === listPath(list));
