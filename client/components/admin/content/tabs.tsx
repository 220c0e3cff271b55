// A row of tabs over one panel (WAI-ARIA tabs: arrow keys move between them). On a phone the
// row scrolls sideways, with its edge faded to say there is more.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";

type Tab<K extends string> = { key: K; label: string; count?: number };

export function Tabs<K extends string>({
  label,
  tabs,
  current,
  onSelect,
  children,
}: {
  label: string;
  tabs: Tab<K>[];
  current: K;
  onSelect(key: K): void;
  children: ReactNode;
}) {
  const id = useId();
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a phone the chosen tab may start out of view in the scrolling row: the row alone is
    // scrolled, sideways. (scrollIntoView scrolls the window too: a row below a phone's first
    // screen, as the Services screen's, opened that screen 736 px down, past its title.)
    const box = row.current;
    const tab = box?.querySelector(`[data-key="${current}"]`);
    if (!box || !tab) return;
    const [outer, inner] = [box.getBoundingClientRect(), tab.getBoundingClientRect()];
    if (inner.left < outer.left) box.scrollLeft -= outer.left - inner.left;
    else if (inner.right > outer.right) box.scrollLeft += inner.right - outer.right;
  }, [current]);
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onSelect(next.key);
    row.current?.querySelector<HTMLButtonElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div className="admin-tabs">
      <div ref={row} className="admin-tabs__row" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            data-key={tab.key}
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === current ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
            {tab.count !== undefined ? <span className="admin-tabs__count">{tab.count}</span> : null}
          </button>
        ))}
      </div>
      <div className="admin-tabs__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`}>
        {children}
      </div>
    </div>
  );
}
