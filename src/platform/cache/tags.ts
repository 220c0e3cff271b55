// What a cached response shows, named by the data it was made from. Pages show the studio's
// details in their header and footer, plus whatever their page data reads; admin writes name
// the tags they change (route option `invalidates`, see invalidation.ts).
import { PAGE_KINDS, type PageDataKind } from "../../../client/contract/page-data.ts";

const CACHE_TAGS = ["logos", "clients", "projects", "portfolio", "services", "studio", "pages"] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

export function isCacheTag(value: string): value is CacheTag {
  return (CACHE_TAGS as readonly string[]).includes(value);
}

/**
 * The tags of a page: the studio's details and the site-wide page document (menu, footer, 404)
 * on every page, even one of no kind, and its data's (its kind's descriptor).
 */
export function pageTags(kind: PageDataKind | null | undefined): CacheTag[] {
  return ["studio", "pages", ...(kind ? PAGE_KINDS[kind].tags : [])];
}
