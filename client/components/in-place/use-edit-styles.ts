// Edit mode's styles: the admin stylesheet (its field, list, dialog and history styles, which
// edit mode reuses, and edit mode's own, client/styles/in-place.css and in-place-panel.css). Public pages never link it
// and its URL carries the build's hash, so edit mode takes it from an admin screen's <head> —
// one request, made only by an owner in edit mode — and links it while edit mode is open.
import { useEffect } from "react";

async function adminStylesheets(): Promise<string[]> {
  const html = await (await fetch("/admin/login")).text();
  const head = new DOMParser().parseFromString(html, "text/html");
  const linked = new Set([...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].map((link) => link.href));
  return [...head.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")]
    .map((link) => new URL(link.getAttribute("href") ?? "", location.href).href)
    .filter((href) => !linked.has(href));
}

export function useEditStyles() {
  useEffect(() => {
    const added: HTMLLinkElement[] = [];
    let live = true;
    document.documentElement.classList.add("ip-editing");
    void adminStylesheets().then((hrefs) => {
      if (!live) return;
      for (const href of hrefs) {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = href;
        document.head.append(link);
        added.push(link);
      }
    });
    return () => {
      live = false;
      for (const link of added) link.remove();
      document.documentElement.classList.remove("ip-editing");
    };
  }, []);
}
