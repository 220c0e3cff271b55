// The browser's entry, kept to a few hundred bytes: until the first paint only the server's
// HTML, the stylesheet, the fonts and the hero image compete for a phone's network and main
// thread. The app (React, this page's code) is fetched right after, and hydrates the page.
import "./styles/index.css";

/** Resolves once the browser has had a frame to paint in (a rAF callback runs just before it). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A tab opened in the background gets no frames until shown: hydrate it anyway.
    setTimeout(resolve, 500);
  });
}

void afterNextPaint().then(async () => {
  // The chunks the app and this page need, named by the server (src/ssr/document.ts): fetched
  // side by side rather than discovered one import at a time.
  const chunks = document.querySelector<HTMLScriptElement>("script[data-chunks]")?.dataset.chunks?.split(" ") ?? [];
  for (const href of chunks) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  const { hydrate } = await import("./hydrate.tsx");
  await hydrate();
});
