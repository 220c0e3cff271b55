// The header's Services dropdown: a button and the service pages. A native popover, like the
// Connect menu (popover-menu.tsx), so it opens on a tap before the scripts arrive and closes on
// an outside tap or Escape; a followed link closes it.
import { useLocation } from "wouter";
import { PopoverMenuButton, usePopoverMenu } from "./popover-menu.tsx";
import { PrefetchLink } from "./prefetch-link.tsx";
import { useServiceLinks } from "../site.ts";

const MENU_ID = "services-menu";

export function ServicesMenu({ buttonClassName }: { buttonClassName: string }) {
  const { menu, hide } = usePopoverMenu();
  const [location] = useLocation();
  const here = useServiceLinks().some((service) => service.href === location);
  return (
    <>
      <PopoverMenuButton menuId={MENU_ID} className={`${buttonClassName} services-menu__button`} current={here}>
        Services
      </PopoverMenuButton>
      <ul className="services-menu" id={MENU_ID} ref={menu} popover="auto">
        <ServiceLinkItems linkClassName="services-menu__link" onClick={hide} />
      </ul>
    </>
  );
}

/** A list item per service page, the page open now marked: the dropdown's and the mobile menu's. */
export function ServiceLinkItems({ linkClassName, onClick }: { linkClassName: string; onClick?(): void }) {
  const [location] = useLocation();
  return useServiceLinks().map((service) => (
    <li key={service.href}>
      <PrefetchLink href={service.href} className={linkClassName} aria-current={location === service.href ? "page" : undefined} onClick={onClick}>
        {service.name}
      </PrefetchLink>
    </li>
  ));
}
