// The hero's two counters and their progress bars. They start at 0 and count up once they
// scroll into view; with reduced motion they show their final values at once.
import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "../../components/use-media-query.ts";
import type { HomeDocument } from "../../contract/documents/home.ts";
import { countUp, progressPercent } from "./count-up.ts";

export function HeroCounters({ counters }: { counters: HomeDocument["counters"] }) {
  const targets = counters.map((counter) => counter.target);
  // Counted again when the targets change (an owner's preview), not on every render.
  const targetsKey = targets.join(",");
  const [values, setValues] = useState(() => targets.map(() => 0));
  const reducedMotion = usePrefersReducedMotion();
  const list = useRef<HTMLUListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: counts up once per motion preference; the targets are the page's fixed numbers
  useEffect(() => {
    if (reducedMotion) {
      setValues(targets);
      return;
    }
    let cancel = () => {};
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      cancel = countUp(targets, setValues);
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
