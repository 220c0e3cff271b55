// "Home", wherever it stands (header, mobile menu, a gallery's breadcrumb): the studio's main
// site when it has another one, else this site's home page, so Home is one place on every page.
import { homeHref, useStudio } from "../studio.ts";
import { ExternalLink } from "./external-link.tsx";
import { PrefetchLink } from "./prefetch-link.tsx";

type Props = { className?: string; current?: boolean; onNavigate?(): void };

export function HomeLink({ className, current, onNavigate }: Props) {
  const home = homeHref(useStudio());
  return home === "/" ? (
    <PrefetchLink href="/" className={className} aria-current={current ? "page" : undefined} onClick={onNavigate}>
      Home
    </PrefetchLink>
  ) : (
    <ExternalLink href={home} className={className} onClick={onNavigate}>
      Home
    </ExternalLink>
  );
}
