// Becomes true (and stays true) once an element comes within a margin of the viewport: the
// heavy widgets (swiper, tsParticles) are fetched only when the visitor scrolls towards them,
// so the first load carries none of their code.
import { useEffect, useState, type RefObject } from "react";

export function useNearViewport(element: RefObject<Element | null>, margin = "400px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
