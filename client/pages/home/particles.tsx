// The particle background behind the about and skills sections (particle-canvas.ts draws it).
// Its code is loaded only in the browser, once the section nears the viewport and the browser is
// idle, and never for visitors who prefer reduced motion.
import { useEffect, useRef } from "react";
import { usePrefersReducedMotion } from "../../components/use-media-query.ts";
import { useNearViewport } from "./use-near-viewport.ts";

export function ParticleField() {
  const reducedMotion = usePrefersReducedMotion();
  const field = useRef<HTMLDivElement>(null);
  const near = useNearViewport(field, "-10% 0px");

  useEffect(() => {
    const host = field.current;
    // The field takes no pointer events (it lies under the text): the section around it reports the pointer.
    const area = host?.parentElement;
    if (reducedMotion || !near || !host || !area) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const idle = whenIdle(() => {
      void import("./particle-canvas.ts").then(({ startParticleField }) => {
        if (!cancelled) stop = startParticleField(host, area);
      });
    });
    return () => {
      cancelled = true;
      idle();
      stop?.();
    };
  }, [reducedMotion, near]);

  return <div ref={field} className="particle-field" aria-hidden="true" />;
}

/** Runs work once the browser is idle (after first paint); returns a cancel function. */
function whenIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}
