// The particle background behind the about and skills sections. tsParticles is loaded only in
// the browser, once the section nears the viewport and the browser is idle, and never for
// visitors who prefer reduced motion; the configuration is local (no remote JSON).
import { useEffect, useId, useRef } from "react";
import type { Container, ISourceOptions } from "@tsparticles/engine";
import { usePrefersReducedMotion } from "../../components/use-media-query.ts";
import { useNearViewport } from "./use-near-viewport.ts";

const options: ISourceOptions = {
  fullScreen: { enable: false },
  fpsLimit: 60,
  detectRetina: true,
  pauseOnOutsideViewport: true,
  particles: {
    number: { value: 46, density: { enable: true, width: 1400, height: 900 } },
    paint: { fill: { enable: true, color: { value: ["#d4ff3f", "#f4f1ea", "#f4f1ea"] } } },
    opacity: { value: { min: 0.15, max: 0.55 } },
    size: { value: { min: 0.8, max: 2.2 } },
    move: { enable: true, speed: 0.35, direction: "none", random: true, outModes: "out" },
    links: { enable: true, distance: 150, color: "#f4f1ea", opacity: 0.07, width: 1 },
  },
  interactivity: {
    events: { onHover: { enable: true, mode: "grab" } },
    modes: { grab: { distance: 170, links: { opacity: 0.22 } } },
  },
};

export function ParticleField() {
  const id = `particles-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const reducedMotion = usePrefersReducedMotion();
  const field = useRef<HTMLDivElement>(null);
  const near = useNearViewport(field, "-10% 0px");

  useEffect(() => {
    if (reducedMotion || !near) return;
    let cancelled = false;
    let container: Container | undefined;
    const start = async () => {
      const [{ tsParticles }, { loadSlim }] = await Promise.all([import("@tsparticles/engine"), import("@tsparticles/slim")]);
      await loadSlim(tsParticles);
      if (cancelled) return;
      container = await tsParticles.load({ id, options });
      if (cancelled) container?.destroy();
    };
    const idle = whenIdle(() => void start());
    return () => {
      cancelled = true;
      idle();
      container?.destroy();
    };
  }, [id, reducedMotion, near]);

  return <div ref={field} id={id} className="particle-field" aria-hidden="true" />;
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
