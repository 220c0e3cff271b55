// The whole app, the same on the server and in the browser: the URL's route (matchPage, the
// one matcher), its data, its page; the 404 page when the route or its data names nothing.
import { Suspense, useEffect } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import type { PageDataRequest } from "./contract/page-data.ts";
import { usePageData } from "./page-data.ts";
import { matchPage, type RouteMatch } from "./resolve-route.ts";
import { notFoundMeta, notFoundPage } from "./routes.tsx";
import { prefetchRoute } from "./prefetch-route.ts";
import { useSite } from "./site.ts";
import { useStudio } from "./studio.ts";
import { PageLoading } from "./components/page-loading.tsx";
import { PrefetchContext } from "./components/prefetch-link.tsx";
import { PageMatcherContext } from "./page-matcher.ts";
import { lazyComponent } from "./lazy-page.tsx";
import { InPlace, draftPath, editTarget } from "./components/in-place/in-place.tsx";

export function App() {
  const [location] = useLocation();
  const match = matchPage(location, useSearch());
  return (
    <PrefetchContext value={prefetchRoute}>
      <PageMatcherContext value={matchPage}>
        <Suspense fallback={<PageLoading />}>
          <ScrollToTopOnNavigate />
          {/* Keyed by route: a new screen mounts its own loading boundary instead of hiding the
            previous screen inside it (two admin frames in the page while the code loads). */}
          {!match ? (
            <NotFound />
          ) : match.request ? (
            <WithData key={String(match.route.path)} match={match} request={match.request} />
          ) : (
            <RoutePage key={String(match.route.path)} match={match} data={null} />
          )}
        </Suspense>
      </PageMatcherContext>
    </PrefetchContext>
  );
}

function WithData({ match, request }: { match: RouteMatch; request: PageDataRequest }) {
  const result = usePageData(request);
  if (result.status === 404) return <NotFound />;
  // A renamed project's old address (the server answers these with a 301 itself).
  if (result.status === 301) return <Redirect to={result.location} replace />;
  return <RoutePage match={match} data={result.data} />;
}

/**
 * The admin frame an admin screen shows while its code loads. Admin code, so public pages never
 * load it: an admin screen loads it once shown (its own code already holds the frame), and the
 * next screen finds it ready.
 */
const adminFrameLoading = lazyComponent(() => import("./components/admin/admin-frame.tsx").then((module) => module.AdminFrameLoading));

function RoutePage({ match, data }: { match: RouteMatch; data: unknown }) {
  const studio = useStudio();
  const site = useSite();
  useDocumentTitle(match.route.meta({ data, params: match.params, studio, site }).title);
  const Page = match.route.page.Component;
  const frame = match.route.frame;
  useEffect(() => {
    if (frame) void adminFrameLoading.preload();
  }, [frame]);
  if (frame) {
    // Its own boundary per screen, so a screen still loading keeps the admin frame around the
    // spinner, and the screen being left is gone rather than kept hidden behind it.
    return (
      <Suspense key={String(match.route.path)} fallback={<adminFrameLoading.Component {...frame} />}>
        <Page params={match.params} data={data} />
      </Suspense>
    );
  }
  const target = editTarget(match.request, data);
  if (!target) return <Page params={match.params} data={data} />;
  // Keyed by its draft: the next gallery's page is edited afresh, not with this one's edits.
  return <InPlace key={draftPath(target)} target={target} data={data} render={(shown) => <Page params={match.params} data={shown} />} />;
}

function NotFound() {
  useDocumentTitle(notFoundMeta(useStudio()).title);
  // Its words are the site document's: edit mode there edits that draft alone.
  return <InPlace target={{ doc: "site" }} data={null} render={() => <notFoundPage.Component params={{}} data={null} />} />;
}

/** The server sets the first title in <head>; client-side navigations keep it in step. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Every route change starts at the top of the new page. */
function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    if (!location.includes("#")) window.scrollTo(0, 0);
  }, [location]);
  return null;
}
