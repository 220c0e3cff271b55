// Layout shifts as Chromium reports them (the Layout Instability API), recorded from the first
// paint. Each is kept with what moved and from where to where, so a failing test names the
// element to fix instead of printing a bare score.
import type { Page } from "playwright-core";

export type LayoutShift = { value: number; at: number; moved: string[] };

/** Call before `goto`: the page records every shift not caused by input. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const shifts: LayoutShift[] = ((window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = []);
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node, previousRect, currentRect }) => {
          const name = node instanceof Element ? `${node.localName}.${node.className}` : (node?.nodeName ?? "?");
          return `${name} ${box(previousRect)} → ${box(currentRect)}`;
        });
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);

/** The cumulative layout shift of these shifts. */
export const totalShift = (shifts: LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
