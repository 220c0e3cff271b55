// The browser's entry: read what the server embedded, load the current page's code, hydrate.
import { hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./app.tsx";
import { InitialDataContext, type InitialData } from "./page-data.ts";
import { resolveRoute } from "./resolve-route.ts";
import "./styles/index.css";

async function start() {
  const embedded = document.getElementById("page-data");
  const initial: InitialData = embedded ? JSON.parse(embedded.textContent || "null") : { kind: null, data: null };
  // Load the page's module before hydrating, so the first client render matches the HTML.
  await resolveRoute(location.pathname).page.preload();
  hydrateRoot(
    document.getElementById("root")!,
    <InitialDataContext value={initial}>
      <Router>
        <App />
      </Router>
    </InitialDataContext>,
  );
  // Lets tests (and curious developers) know the page is interactive.
  document.documentElement.dataset.hydrated = "true";
}

void start();
