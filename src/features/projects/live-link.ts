// A link the owner set to a project's page stays only while that page answers: a project deleted
// or unpublished since leaves "" (the page then hides the button instead of leading to a 404).
// A link to anything else (another page, an outside address) is kept as it is.
import type { Sql } from "../../platform/db/connect.ts";
import { serviceAt } from "../services/catalog.ts";
import { findPublicProject } from "./queries.ts";

const GALLERY_PATH = /^\/([^/?#]+)\/([^/?#]+)\/?$/;

export async function liveProjectLink(sql: Sql, link: string): Promise<string> {
  const [, family, slug] = GALLERY_PATH.exec(link) ?? [];
  if (!family || !slug || !(await serviceAt(sql, family))) return link;
  return (await findPublicProject(sql, family, slug)) ? link : "";
}
