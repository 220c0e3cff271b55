// Page data on both sides. The server reads it before rendering and hands it down through
// context (and into the HTML for hydration); a page reached by client-side navigation fetches
// the same data from /api/page-data/<kind>, suspending until it arrives.
import { createContext, use, useContext } from "react";
import type { PageDataKind, PageDataMap } from "./entities.ts";

export type InitialData = { kind: PageDataKind | null; data: unknown };

export const InitialDataContext = createContext<InitialData>({ kind: null, data: null });

const FRESH_MS = 30_000;
const fetched = new Map<PageDataKind, { at: number; promise: Promise<unknown> }>();

export function usePageData<K extends PageDataKind>(kind: K): PageDataMap[K] {
  const initial = useContext(InitialDataContext);
  if (initial.kind === kind) return initial.data as PageDataMap[K];
  return use(fetchPageData(kind));
}

export function fetchPageData<K extends PageDataKind>(kind: K): Promise<PageDataMap[K]> {
  const cached = fetched.get(kind);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.promise as Promise<PageDataMap[K]>;
  const promise = fetch(`/api/page-data/${kind}`).then(async (response) => {
    if (!response.ok) throw new Error(`page data ${kind}: HTTP ${response.status}`);
    return ((await response.json()) as { data: PageDataMap[K] }).data;
  });
  promise.catch(() => fetched.delete(kind));
  fetched.set(kind, { at: Date.now(), promise });
  return promise;
}
