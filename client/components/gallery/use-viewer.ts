// Opening the full-screen viewer from a gallery link: a plain click (no modifier key, so a new
// tab still works) loads the viewer's chunk and opens it at that image; closing it gives focus
// back to the link that opened it.
import { useCallback, useEffect, useRef, useState, type ComponentType, type MouseEvent } from "react";
import type { GalleryViewerProps } from "./gallery-viewer.tsx";

type Viewer = ComponentType<GalleryViewerProps>;

export function useViewer() {
  const [open, setOpen] = useState<{ index: number; Viewer: Viewer } | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const onOpen = useCallback(
    (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      opener.current = event.currentTarget;
      void import("./gallery-viewer.tsx").then(({ default: Viewer }) => setOpen({ index, Viewer }));
    },
    [],
  );

  const onClose = useCallback(() => setOpen(null), []);

  // After the dialog has left the page: while it is open everything behind it is inert.
  useEffect(() => {
    if (open || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [open]);

  return { open, onOpen, onClose };
}
