// The browser's entry, kept to a few hundred bytes: until the first paint only the server's
// HTML, the stylesheet, the fonts and the hero image compete for a phone's network and main
// thread. The app (React, this page's code) is fetched right after, and hydrates the page.
import "./styles/index.css";

/**
 * Resolves once the first contentful paint has been presented: the Paint Timing entry arrives
 * only after the frame is on screen, whereas a requestAnimationFrame callback runs before its
 * frame is even drawn, so code fetched from it raced the hero's paint for a phone's bandwidth.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        setTimeout(resolve, 0);
      }).observe({ type: "paint", buffered: true });
    } catch {
      resolve(); // no Paint Timing: hydrate straight away
    }
    // A tab opened in the background paints nothing until shown, and a browser may report no
    // first paint at all for it: hydrate anyway.
    setTimeout(resolve, 1500);
  });
}

void afterFirstPaint().then(async () => {
  // The chunks the app and this page need, named by the server (src/site/document.ts): fetched
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
