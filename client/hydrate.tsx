// Read what the server embedded, load the current page's code, hydrate. Loaded by entry.tsx
// once the server's HTML has been painted.
import { startTransition, useEffect, useState, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./app.tsx";
import { INITIAL_DATA_ID, pageDataPath, type InitialData } from "./contract/page-data.ts";
import { InitialDataContext } from "./page-data.ts";
import { matchPage } from "./resolve-route.ts";
import { routerPath } from "./router-path.ts";
import { notFoundPage } from "./routes.tsx";
import { SiteContext } from "./site.ts";
import type { Studio } from "./contract/studio.ts";
import { StudioChangeContext, StudioContext } from "./studio.ts";

export async function hydrate() {
  const embedded = JSON.parse(document.getElementById(INITIAL_DATA_ID)!.textContent!) as InitialData;
  // Load the page's module before hydrating, so the first client render matches the HTML.
  const match = matchPage(routerPath(location.pathname), location.search);
  const found = match && embedded.result?.status !== 404;
  // A 404's data path is left out of the page (src/site/pages.tsx): it is this address's.
  const initial = found || !match?.request ? embedded : { ...embedded, path: pageDataPath(match.request) };
  await (found ? match.route.page : notFoundPage).preload();
  // Hydration scheduled outside a transition takes React's default lane, which renders the whole
  // page in one task; inside one it is time-sliced, yielding to the browser every few
  // milliseconds, so a phone's main thread is never blocked for long while the page hydrates.
  // A click on a part not yet hydrated makes React finish at once and replay it.
  startTransition(() => {
    hydrateRoot(
      document.getElementById("root")!,
      <MarkHydrated>
        <LiveStudio initial={initial.studio}>
          <SiteContext value={initial.site}>
            <InitialDataContext value={initial}>
              <Router>
                <App />
              </Router>
            </InitialDataContext>
          </SiteContext>
        </LiveStudio>
      </MarkHydrated>,
    );
  });
}

/** Lets tests (and curious developers) know the page is interactive. hydrateRoot only schedules
 *  the work, so the mark is set by the outermost effect, which runs once every handler is attached. */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return children;
}

/** The studio's details as the server embedded them, replaced when the owner saves new ones. */
function LiveStudio({ initial, children }: { initial: Studio; children: ReactNode }) {
  const [studio, setStudio] = useState(initial);
  return (
    <StudioContext value={studio}>
      <StudioChangeContext value={setStudio}>{children}</StudioChangeContext>
    </StudioContext>
  );
}
