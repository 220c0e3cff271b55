// Long lists shown a page at a time: a service page's projects (and, in the admin, the projects
// list). The page is in the URL (?page=2), so every page is a real address that works without
// scripts and that search engines can follow; with scripts, "Load more" fetches the next one in
// place. Light data and functions only: every public page with a list carries this file.

/** Items on a public list's page: a few screens of cards on a phone, two or three on a desktop. */
export const LIST_PAGE_SIZE = 24;

/** The highest page any URL may name: beyond it the number is not read at all (404). */
const MAX_PAGE = 99_999;

/**
 * Where a list stands: the page shown, how many there are (at least 1, even when empty) and the
 * items in all; `first`, once later pages were loaded in place, the page the items shown start at.
 */
export type Paging = { page: number; pages: number; total: number; first?: number };

/**
 * The page a URL's `page` parameter names: none is page 1; anything but a whole number from 1
 * up, written plainly (no sign, no leading zero, no exponent), names none (null: the URL is a 404).
 */
export function readPage(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9][0-9]*$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

/** The page of a URL's query string (`?page=2&…`, or without the "?"), as readPage reads it. */
export const pageOfSearch = (search: string): number | null => readPage(new URLSearchParams(search).get("page"));

/** Where a list stands when page `page` of `total` items is shown, `size` a page. */
export function pagingOf(page: number, total: number, size = LIST_PAGE_SIZE): Paging {
  return { page, pages: Math.max(1, Math.ceil(total / size)), total };
}

/** The rows a page skips. */
export const pageOffset = (page: number, size = LIST_PAGE_SIZE): number => (page - 1) * size;

/**
 * A page's query string, the other parameters kept: page 1 has no `page` (its address is the
 * list's own, so it is cached and linked once). "" when nothing is left.
 */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  const query = params.toString();
  return query ? `?${query}` : "";
}
