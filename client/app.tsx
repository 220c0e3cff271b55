// The whole app, the same on the server and in the browser: the route table in a <Switch>.
import { Suspense, useEffect, type ReactNode } from "react";
import { Route, Switch, useLocation } from "wouter";
import type { PageDataKind } from "./entities.ts";
import { usePageData } from "./page-data.ts";
import { notFoundMeta, notFoundPage, routes, type RouteDef } from "./routes.tsx";
import { PageLoading } from "./components/page-loading.tsx";

export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <ScrollToTopOnNavigate />
      <Switch>
        {routes.map((route) => (
          <Route key={String(route.path)} path={route.path}>
            {(params) => <RoutePage route={route} params={params} />}
          </Route>
        ))}
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}

function RoutePage({ route, params }: { route: RouteDef; params: Record<string, string | undefined> }) {
  const meta = route.meta(params);
  useDocumentTitle(meta?.title ?? notFoundMeta.title);
  if (!meta) return <notFoundPage.Component params={params} data={null} />;
  const Page = route.page.Component;
  if (!route.data) return <Page params={params} data={null} />;
  return <WithData kind={route.data}>{(data) => <Page params={params} data={data} />}</WithData>;
}

function WithData({ kind, children }: { kind: PageDataKind; children: (data: unknown) => ReactNode }) {
  return children(usePageData(kind));
}

function NotFound() {
  useDocumentTitle(notFoundMeta.title);
  return <notFoundPage.Component params={{}} data={null} />;
}

/** The server sets the first title in <head>; client-side navigations keep it in step. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Every route change starts at the top of the new page (SPEC.md section 2). */
function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    if (!location.includes("#")) window.scrollTo(0, 0);
  }, [location]);
  return null;
}
