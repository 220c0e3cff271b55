// Every list declared from its contract (list.ts), one line each: the admin API's contract holds
// their endpoints (tests/support/contract-endpoints.ts reads them from here), and those with a
// menu entry get it and their screen in the admin. The server's declarations take the same
// contracts (src/collections.ts).
import type { AnyListContract } from "./list.ts";
import { TAB_LIST } from "./portfolio-tabs.ts";

export const LISTS: readonly AnyListContract[] = [TAB_LIST];
