// An internal link that warms up its target: after the pointer rests on it (or focus reaches
// it) for PREFETCH_DELAY_MS, the target page's code and data start loading, so the click
// renders at once instead of showing the loading state.
import { createContext, use, useEffect, useRef, type AnchorHTMLAttributes, type FocusEvent, type PointerEvent, type Ref } from "react";
import { Link } from "wouter";

const PREFETCH_DELAY_MS = 100;

/**
 * How a page is warmed up, given by the app (client/prefetch-route.ts): through context, because
 * the route table imports every page, and the pages hold these links. Without it, nothing is.
 */
export const PrefetchContext = createContext<(href: string) => Promise<void>>(() => Promise.resolve());

/** Loads the code (and page data, if any) of the page an internal href leads to. */
export const usePrefetch = () => use(PrefetchContext);

export type PrefetchLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

export function PrefetchLink({ href, onPointerEnter, onPointerLeave, onFocus, onBlur, ...props }: PrefetchLinkProps) {
  const prefetchRoute = usePrefetch();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  const schedule = () => {
    cancel();
    if (new URL(href, location.href).pathname === location.pathname) return; // already here
    // A failed prefetch is not an error a visitor sees: the click loads the page again.
    timer.current = setTimeout(() => void prefetchRoute(href).catch(() => {}), PREFETCH_DELAY_MS);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: cancels a pending prefetch on unmount only
  useEffect(() => cancel, []);

  return (
    <Link
      href={href}
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        schedule();
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event: PointerEvent<HTMLAnchorElement>) => {
        cancel();
        onPointerLeave?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        schedule();
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
        cancel();
        onBlur?.(event);
      }}
    />
  );
}
