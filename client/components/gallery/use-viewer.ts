// Opening the full-screen viewer from a gallery link: a plain click (no modifier key, so a new
// tab still works) loads the viewer's chunk and opens it at that image; closing it gives focus
// back to the link that opened it. Each link leads to its own image's place on the page
// (#view-N, viewHash): a tap made before the scripts arrive stays on the page, and the viewer
// opens there once they have.
import { useCallback, useEffect, useRef, useState, type ComponentType, type MouseEvent } from "react";
import type { GalleryViewerProps } from "./gallery-viewer.tsx";

type Viewer = ComponentType<GalleryViewerProps>;

/** The fragment of the image at `index` (from 0): its link's href and its list item's id. */
export const viewHash = (index: number) => `#view-${index + 1}`;

/** The image an address's fragment names, from 0; null when it names none of `count`. */
function viewedIndex(hash: string, count: number): number | null {
  const match = /^#view-([1-9][0-9]*)$/.exec(hash);
  const index = match ? Number(match[1]) - 1 : -1;
  return index >= 0 && index < count ? index : null;
}

export function useViewer(count: number) {
  const [open, setOpen] = useState<{ index: number; Viewer: Viewer } | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback((index: number, from: HTMLElement | null) => {
    // Kept once the viewer opens: set before, the closed state's effect would take it at once.
    void import("./gallery-viewer.tsx").then(({ default: Viewer }) => {
      opener.current = from;
      setOpen({ index, Viewer });
    });
  }, []);

  const onOpen = useCallback(
    (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      show(index, event.currentTarget);
    },
    [show],
  );

  // A tap before hydration left its image's fragment in the address: open the viewer there now.
  useEffect(() => {
    const index = viewedIndex(location.hash, count);
    if (index === null) return;
    show(index, document.querySelector<HTMLElement>(`a[href="${viewHash(index)}"]`));
  }, [count, show]);

  const onClose = useCallback(() => {
    // Drops the fragment, so a reload or a shared address does not open the viewer again.
    if (viewedIndex(location.hash, count) !== null) history.replaceState(history.state, "", location.pathname + location.search);
    setOpen(null);
  }, [count]);

  // After the dialog has left the page: while it is open everything behind it is inert.
  useEffect(() => {
    if (open || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [open]);

  return { open, onOpen, onClose };
}
