// The header of the portfolio, service and gallery pages: the studio's monogram (the same mark
// as the home page's header) back home, the main sections, and the 'Connect' dropdown.
import { useLocation } from "wouter";
import { useStudio } from "../../studio.ts";
import { Monogram } from "../monogram.tsx";
import { PrefetchLink } from "../prefetch-link.tsx";
import { ConnectMenu } from "./connect-menu.tsx";

const nav = [
  { href: "/", label: "Home" },
  { href: "/portfolio", label: "Portfolio" },
];

export function StudioHeader() {
  const [location] = useLocation();
  const studio = useStudio();
  return (
    <header className="studio-header">
      <a className="studio-header__skip" href="#main">
        Skip to content
      </a>
      <PrefetchLink href="/" className="studio-header__brand" aria-label={`${studio.fullName}, home`}>
        <Monogram size={36} />
        <span className="studio-header__name">{studio.name}</span>
      </PrefetchLink>
      <nav className="studio-header__nav" aria-label="Main">
        {nav.map((item) => (
          <PrefetchLink
            key={item.href}
            href={item.href}
            className="studio-header__link"
            aria-current={location === item.href ? "page" : undefined}
          >
            {item.label}
          </PrefetchLink>
        ))}
      </nav>
      <ConnectMenu />
    </header>
  );
}
