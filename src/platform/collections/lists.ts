// Each managed list as the admin API answers it, by collection name: the order endpoint
// answers the reordered list in the same shape as the list's own GET.
import { listClients } from "../../features/clients/queries.ts";
import type { Sql } from "../db/connect.ts";
import { listLogos } from "../../features/logos/queries.ts";

export const apiLists: Record<string, (sql: Sql) => Promise<unknown[]>> = {
  logos: listLogos,
  clients: listClients,
};
