// The site's main links, the same in the header and the mobile menu on every page: Home (the
// studio's main site when it has another one, else this site's home page) and Portfolio, then,
// when the owner lists them (Studio details), the services: a Services dropdown in the header,
// each service's own line in the mobile menu.
import { useLocation } from "wouter";
import { useStudio } from "../studio.ts";
import { HomeLink } from "./home-link.tsx";
import { PrefetchLink } from "./prefetch-link.tsx";
import { ServiceLinkItems, ServicesMenu } from "./services-menu.tsx";

type Props = { linkClassName: string; onNavigate?(): void; services: "dropdown" | "list" };

export function SiteNavLinks({ linkClassName, onNavigate, services }: Props) {
  const [location] = useLocation();
  const { servicesInMenu } = useStudio();
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
      {servicesInMenu && (
        <li>{services === "dropdown" ? <ServicesMenu buttonClassName={linkClassName} /> : <ServiceLinks onNavigate={onNavigate} />}</li>
      )}
    </ul>
  );
}

function ServiceLinks({ onNavigate }: { onNavigate?(): void }) {
  return (
    <ul className="mobile-menu__services" aria-label="Services">
      <ServiceLinkItems linkClassName="mobile-menu__service" onClick={onNavigate} />
    </ul>
  );
}
