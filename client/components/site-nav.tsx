// The site's two main links, the same in the header and the mobile menu on every page: Home
// (the studio's main site when it has another one, else this site's home page) and Portfolio.
import { useLocation } from "wouter";
import { HomeLink } from "./home-link.tsx";
import { PrefetchLink } from "./prefetch-link.tsx";

type Props = { linkClassName: string; onNavigate?(): void };

export function SiteNavLinks({ linkClassName, onNavigate }: Props) {
  const [location] = useLocation();
  const current = (href: string) => (location === href ? "page" : undefined);
  return (
    <ul>
      <li>
        <HomeLink className={linkClassName} current={location === "/"} onNavigate={onNavigate} />
      </li>
      <li>
        <PrefetchLink href="/portfolio" className={linkClassName} aria-current={current("/portfolio")} onClick={onNavigate}>
          Portfolio
        </PrefetchLink>
      </li>
    </ul>
  );
}
