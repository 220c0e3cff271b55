// A link drawn as a button: the admin's way to another screen ("Add Logo", "Back to Projects").
import type { ReactNode } from "react";
import { PrefetchLink } from "../prefetch-link.tsx";

export function ButtonLink({ href, primary = false, children }: { href: string; primary?: boolean; children: ReactNode }) {
  return (
    <PrefetchLink href={href} className={primary ? "button button--primary" : "button button--ghost"}>
      {children}
    </PrefetchLink>
  );
}
