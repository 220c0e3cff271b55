// The page a visitor sees when rendering fails: plain HTML with the site's stylesheet, so it
// looks like the site even though React could not run.
import type { ClientBuild } from "./client-build.ts";

export function errorPage(build: Pick<ClientBuild, "css">): string {
  const css = `<link rel="stylesheet" href="${build.css}">`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>Something went wrong</title>${css}</head>` +
    `<body><main class="not-found"><p class="not-found__code" aria-hidden="true">500</p>` +
    `<h1 class="not-found__title">Something went wrong on our side.</h1>` +
    `<p class="not-found__text">We have been told about it. Please try again in a moment.</p>` +
    `<nav class="not-found__links"><a class="button button--primary" href="/">Back to home</a></nav>` +
    `</main></body></html>`
  );
}
