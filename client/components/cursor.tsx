// The custom cursor: a dot on the pointer and an outline that trails it over 900 ms
// (CURSOR_TRAIL_MS). Only for a mouse on screens 900 px and wider, and never with reduced
// motion; the decision is made after hydration, so the server renders nothing.
import { useEffect, useRef } from "react";
import { useMediaQuery } from "./use-media-query.ts";

const CURSOR_TRAIL_MS = 900;
const CURSOR_MIN_WIDTH = 900;

export function Cursor() {
  const enabled = useMediaQuery(`(min-width: ${CURSOR_MIN_WIDTH}px) and (pointer: fine) and (prefers-reduced-motion: no-preference)`);
  return enabled ? <CursorShapes /> : null;
}

function CursorShapes() {
  const dot = useRef<HTMLDivElement>(null);
  const outline = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || !dot.current || !outline.current) return;
      const position = `translate(${event.clientX}px, ${event.clientY}px)`;
      dot.current.style.transform = position;
      dot.current.dataset.visible = outline.current.dataset.visible = "true";
      outline.current.animate({ transform: position }, { duration: CURSOR_TRAIL_MS, fill: "forwards", easing: "ease-out" });
    };
    const onLeave = () => {
      if (dot.current && outline.current) dot.current.dataset.visible = outline.current.dataset.visible = "false";
    };
    const onOver = (event: PointerEvent) => {
      const interactive = (event.target as Element | null)?.closest?.("a, button, [role=tab]");
      outline.current?.classList.toggle("cursor__outline--active", !!interactive);
    };
    window.addEventListener("pointermove", onMove, { passive: true });
    window.addEventListener("pointerover", onOver, { passive: true });
    document.documentElement.addEventListener("pointerleave", onLeave);
    return () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerover", onOver);
      document.documentElement.removeEventListener("pointerleave", onLeave);
    };
  }, []);

  return (
    <div className="cursor" aria-hidden="true">
      <div ref={outline} className="cursor__outline" data-visible="false" />
      <div ref={dot} className="cursor__dot" data-visible="false" />
    </div>
  );
}
