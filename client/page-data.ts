// Page data on both sides. The server reads it before rendering and hands it down through
// context (and into the HTML for hydration); a page reached by client-side navigation fetches
// the same data from its /api/page-data/… path, suspending until it arrives.
import { createContext, use, useContext } from "react";
import { pageDataPath, type InitialData, type PageDataRequest, type PageDataResult } from "./contract/page-data.ts";

export const InitialDataContext = createContext<InitialData | null>(null);

const FRESH_MS = 30_000;
const fetched = new Map<string, { at: number; promise: Promise<PageDataResult> }>();

export function usePageData(request: PageDataRequest): PageDataResult {
  const initial = useContext(InitialDataContext);
  const path = pageDataPath(request);
  if (initial?.path === path && initial.result) return initial.result;
  // The server reads a page's data before rendering it, with the same matcher
  // (client/resolve-route.ts); it has no address of its own to fetch a relative path from.
  if (typeof window === "undefined") throw new Error(`page data ${path} was not read before rendering`);
  return use(fetchPageData(request));
}

/**
 * Data the page already shows for a request (a list with its next page loaded in place), kept as
 * if fetched: moving to the request's address then renders it at once. The promise is marked
 * settled as React's `use` reads one, so that render does not suspend (and flash the loading state).
 */
export function keepPageData(request: PageDataRequest, data: unknown): void {
  const result: PageDataResult = { status: 200, data };
  const promise = Object.assign(Promise.resolve(result), { status: "fulfilled", value: result });
  fetched.set(pageDataPath(request), { at: Date.now(), promise });
}

type Answer = { data?: unknown; location?: string };

export function fetchPageData(request: PageDataRequest): Promise<PageDataResult> {
  const path = pageDataPath(request);
  const cached = fetched.get(path);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.promise;
  const promise = fetch(path).then(async (response): Promise<PageDataResult> => {
    if (response.status === 404) return { status: 404 };
    if (!response.ok) throw new Error(`page data ${path}: HTTP ${response.status}`);
    const answer = (await response.json()) as Answer;
    return answer.location ? { status: 301, location: answer.location } : { status: 200, data: answer.data };
  });
  promise.catch(() => fetched.delete(path));
  fetched.set(path, { at: Date.now(), promise });
  return promise;
}
