// The admin API's contract as data for tests: every endpoint declared in client/contract/endpoints/,
// named "GROUP.name", and those of every declared list (client/contract/lists.ts), named
// "<list>.name"; and how a contract path (with `:params`) matches a concrete one.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { AnyEndpoint } from "../../client/contract/endpoint.ts";
import { type DeclaredList, LISTS } from "../../client/contract/lists.ts";

const ENDPOINTS_DIR = join(import.meta.dir, "../../client/contract/endpoints");

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === "object" && value !== null && typeof (value as AnyEndpoint).method === "string" && typeof (value as AnyEndpoint).path === "string";

/** Every endpoint of every file of the contract's endpoints and of every declared list (`lists`: the registry's). */
export async function contractEndpoints(lists: readonly DeclaredList[] = LISTS): Promise<Map<string, AnyEndpoint>> {
  const found = new Map<string, AnyEndpoint>();
  for (const file of readdirSync(ENDPOINTS_DIR).filter((name) => name.endsWith(".ts"))) {
    const module = (await import(join(ENDPOINTS_DIR, file))) as Record<string, Record<string, unknown>>;
    for (const [group, endpoints] of Object.entries(module))
      for (const [name, endpoint] of Object.entries(endpoints)) if (isEndpoint(endpoint)) found.set(`${group}.${name}`, endpoint);
  }
  for (const list of lists)
    for (const [name, endpoint] of Object.entries((await list.contract()).endpoints)) found.set(`${list.name}.${name}`, endpoint);
  return found;
}

/** A contract path's `:param` stands for any one segment (a list's name in /api/admin/:list/order; not a router's `*`). */
export function covers(contractPath: string, path: string): boolean {
  const want = contractPath.split("/");
  const got = path.split("?")[0]!.split("/");
  return want.length === got.length && want.every((segment, i) => segment === got[i] || (segment.startsWith(":") && got[i] !== "*" && got[i] !== ""));
}
