// The route table's matcher as a screen that shows another page sees it (the page preview shows
// the public page a document is on): given by the app through context, like PrefetchContext,
// because the route table loads those screens and they must not import it back.
import { createContext, use, type ComponentType } from "react";
import type { PageDataRequest } from "./contract/page-data.ts";
import type { PageProps } from "./lazy-page.tsx";

/** What a screen needs of a match: the page's component, its params and the data it reads. */
export type PageMatch = {
  route: { page: { Component: ComponentType<PageProps> } };
  params: PageProps["params"];
  request: PageDataRequest | null;
};

export const PageMatcherContext = createContext<(path: string) => PageMatch | null>(() => null);

export const usePageMatcher = () => use(PageMatcherContext);
