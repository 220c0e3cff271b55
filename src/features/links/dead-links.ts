// Which links lead nowhere: each internal path is read by the one route matcher
// (client/resolve-route.ts) and, for a service's or a project's page, by the same read the page
// makes, so a service or project that is gone, hidden, a draft or never was is a 404 here exactly
// as it is for a visitor.
import { pageOf, type LinkUse } from "../../../client/contract/links.ts";
import { matchPage } from "../../../client/resolve-route.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { findPublicProject } from "../projects/queries.ts";
import { findShownService } from "../services/catalog.ts";
import { listLinkUses } from "./uses.ts";

/** Whether a visitor following this path gets "page not found". */
export async function leadsNowhere(sql: Sql, target: string): Promise<boolean> {
  const path = target.replace(/[?#].*$/, "");
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    return true;
  }
  const match = matchPage(decoded);
  if (!match) return true;
  if (match.request?.kind === "service") return (await findShownService(sql, match.request.args.service)) === null;
  if (match.request?.kind !== "gallery") return false;
  const { family, slug } = match.request.args;
  return (await findPublicProject(sql, family, slug)) === null;
}

/** Every place whose link leads to "page not found", in the order the site lists them. */
export async function listDeadLinks(sql: Sql): Promise<LinkUse[]> {
  const uses = await listLinkUses(sql);
  const pages = [...new Set(uses.map((use) => pageOf(use.target)))];
  const dead = new Set<string>();
  await Promise.all(
    pages.map(async (page) => {
      const target = uses.find((use) => pageOf(use.target) === page)!.target;
      if (await leadsNowhere(sql, target)) dead.add(page);
    }),
  );
  return uses.filter((use) => dead.has(pageOf(use.target)));
}
