// The hero's two counters and their progress bars. The server renders their final values, so a
// page without scripts (or before them) shows the real numbers. The count-up is an enhancement
// for a counter the visitor has not seen yet: only one that lies below the screen when the page
// hydrates goes back to 0 (out of sight) and counts up once it scrolls into view; one already in
// view, or above it, keeps its final value, so a number once shown never shrinks. With reduced
// motion there is no count-up.
import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "../../components/use-media-query.ts";
import type { HomeDocument } from "../../contract/documents/home.ts";
import { countUp, progressPercent } from "./count-up.ts";

export function HeroCounters({ counters }: { counters: HomeDocument["counters"] }) {
  const targets = counters.map((counter) => counter.target);
  // Counted again when the targets change (an owner's preview), not on every render.
  const targetsKey = targets.join(",");
  // null: the final values; a list: the count-up's current values.
  const [counting, setCounting] = useState<number[] | null>(null);
  const values = counting ?? targets;
  const reducedMotion = usePrefersReducedMotion();
  const list = useRef<HTMLUListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: counts up once per motion preference; the targets are the page's fixed numbers
  useEffect(() => {
    setCounting(null);
    if (reducedMotion) return;
    let cancel = () => {};
    let first = true;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (first) {
        first = false;
        const below = !entry.isIntersecting && entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? window.innerHeight);
        if (below) setCounting(targets.map(() => 0));
        else observer.disconnect();
        return;
      }
      if (!entry.isIntersecting) return;
      observer.disconnect();
      cancel = countUp(targets, setCounting);
    });
    observer.observe(list.current!);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [reducedMotion, targetsKey]);

  return (
    <ul ref={list} className="hero-counters">
      {counters.map((counter, i) => (
        <li key={counter.label} className="hero-counters__item">
          <span className="hero-counters__value" aria-hidden="true">
            <span data-counter={counter.target}>{values[i]}</span>+
          </span>
          <span className="hero-counters__label" aria-hidden="true">
            {counter.label}
          </span>
          <span className="visually-hidden">{`${counter.target}+ ${counter.label}`}</span>
          <span className="hero-counters__track" aria-hidden="true">
            <span className="hero-counters__bar" style={{ width: `${progressPercent(values[i]!, counter.target)}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
