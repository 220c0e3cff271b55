// The header's 'Connect' dropdown: a button and a short list of ways to reach the studio. A
// native popover, so it opens on a tap before the scripts arrive (or without them) and closes on
// a click outside and on Escape (focus back on the button). The scripts add arrow keys between
// the links, and close it when focus leaves it or a link is followed.
import { useRef, type KeyboardEvent } from "react";
import { mailUrl, useStudio } from "../../studio.ts";
import { FormLink } from "../form-link.tsx";
import { PopoverMenuButton, usePopoverMenu } from "../popover-menu.tsx";

const MENU_ID = "connect-menu";

// The portfolio sites a studio is likeliest to keep its case studies on, by the name people know
// them by; any other address is named by its host ("kiteandkiln.example").
const PORTFOLIO_SITES: [domain: string, name: string][] = [
  ["behance.net", "Behance"],
  ["dribbble.com", "Dribbble"],
  ["artstation.com", "ArtStation"],
  ["myportfolio.com", "Adobe Portfolio"],
];

/** Where the studio's design portfolio is, as the Connect menu names it ("" for none). */
function portfolioSite(href: string): string {
  if (!href) return "";
  // Not URL.parse, which Safari before 18 lacks; the address is checked (Url), so this never throws.
  const host = new URL(href).hostname.replace(/^www\./, "");
  return PORTFOLIO_SITES.find(([domain]) => host === domain || host.endsWith(`.${domain}`))?.[1] ?? host;
}

export function ConnectMenu() {
  const root = useRef<HTMLDivElement>(null);
  const { menu, hide } = usePopoverMenu();
  const studio = useStudio();
  const links = [
    // What each way is, never a promise on the studio's behalf (how soon it replies, how often it posts): these are code, not the owner's words.
    { label: "Send a message", detail: "A few lines about your project", href: studio.forms.message },
    { label: "Instagram", detail: "Work in progress", href: studio.social.instagram },
    { label: "Design portfolio", detail: `Full case studies on ${portfolioSite(studio.designPortfolio)}`, href: studio.designPortfolio },
  ].filter((link) => link.href);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const items = [...(root.current?.querySelectorAll<HTMLAnchorElement>(".connect__link") ?? [])];
    if (!items.length) return;
    event.preventDefault();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    items[(current + step + items.length) % items.length]!.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys move focus between the menu's links (the menu button pattern); the links and the button are what the keys act on
    <div
      className="connect"
      ref={root}
      onKeyDown={onMenuKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      <PopoverMenuButton menuId={MENU_ID} className="connect__button button button--primary">
        Connect
      </PopoverMenuButton>
      <ul className="connect__menu" id={MENU_ID} ref={menu} popover="auto">
        {links.map((link) => (
          <li key={link.label}>
            <FormLink className="connect__link" href={link.href} onClick={hide}>
              <span className="connect__label">{link.label}</span>
              <span className="connect__detail">{link.detail}</span>
            </FormLink>
          </li>
        ))}
        {/* The visitor's own mail app: no new tab, which would stay empty. */}
        <li>
          <a className="connect__link" href={mailUrl(studio, "Project enquiry")} onClick={hide}>
            <span className="connect__label">Write an email</span>
            <span className="connect__detail">{studio.email}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
