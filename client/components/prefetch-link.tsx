// An internal link that warms up its target: after the pointer rests on it (or focus reaches
// it) for PREFETCH_DELAY_MS, the target page's code and data start loading, so the click
// renders at once instead of showing the loading state (SPEC.md section 9).
import { useEffect, useRef, type AnchorHTMLAttributes, type FocusEvent, type PointerEvent, type Ref } from "react";
import { Link } from "wouter";
import { fetchPageData } from "../page-data.ts";
import { matchPage } from "../resolve-route.ts";
import { notFoundPage } from "../routes.tsx";

export const PREFETCH_DELAY_MS = 100;

export type PrefetchLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** Loads the code (and page data, if any) of the page an internal href leads to. */
export async function prefetchRoute(href: string): Promise<void> {
  const path = new URL(href, "http://local").pathname;
  const match = matchPage(path);
  await Promise.all([(match?.route.page ?? notFoundPage).preload(), match?.request ? fetchPageData(match.request) : null]);
}

export function PrefetchLink({ href, onPointerEnter, onPointerLeave, onFocus, onBlur, ...props }: PrefetchLinkProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  const schedule = () => {
    cancel();
    if (new URL(href, location.href).pathname === location.pathname) return; // already here
    // A failed prefetch is not an error a visitor sees: the click loads the page again.
    timer.current = setTimeout(() => void prefetchRoute(href).catch(() => {}), PREFETCH_DELAY_MS);
  };
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
