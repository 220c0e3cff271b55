// An endlessly scrolling row: the list is rendered twice, side by side, and the pair slides
// by exactly one list width, so the loop has no seam. The copy is hidden from assistive technology. With reduced motion the
// row stands still and scrolls by hand (styles in looping-row.css).
import type { CSSProperties, ReactNode } from "react";

type Props<T> = {
  items: readonly T[];
  itemKey(item: T, index: number): string;
  /** `copy` is true for the duplicate, which must not repeat alt text or ids. */
  render(item: T, index: number, copy: boolean): ReactNode;
  /** Seconds for one full lap. */
  seconds: number;
  reverse?: boolean;
  className?: string;
  label?: string;
};

export function LoopingRow<T>({ items, itemKey, render, seconds, reverse, className = "", label }: Props<T>) {
  const style = { "--loop-seconds": `${seconds}s` } as CSSProperties;
  return (
    <div className={`looping-row ${className}`} data-reverse={reverse ? "true" : undefined} style={style}>
      <div className="looping-row__inner">
        {[false, true].map((copy) => (
          <ul key={String(copy)} className="looping-row__list" aria-label={copy ? undefined : label} aria-hidden={copy || undefined}>
            {items.map((item, index) => (
              <li key={itemKey(item, index)} className="looping-row__item">
                {render(item, index, copy)}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
