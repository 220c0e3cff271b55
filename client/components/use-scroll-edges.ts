// Whether a sideways-scrolling row has more to show before or after what is in view, kept up
// to date on scroll and resize. The server (and the hydrating render) says neither, so the hint
// appears after hydration and never mismatches.
import { useEffect, useState, type RefObject } from "react";

export type ScrollEdges = { before: boolean; after: boolean };

export function useScrollEdges(row: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      // One pixel of slack: scroll positions are fractional on high-density screens.
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      resize.disconnect();
    };
  }, [row]);
  return edges;
}
