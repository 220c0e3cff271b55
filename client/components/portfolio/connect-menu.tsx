// The portfolio header's 'Connect' dropdown: a disclosure button and a short list of ways to
// reach the studio. It closes on a click outside, on Escape (focus returns to the button) and
// when focus leaves it, so keyboard and pointer users never get stuck with it open.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { composeMailUrl, useStudio } from "../../studio.ts";
import { ExternalLink } from "../external-link.tsx";


export function ConnectMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const studio = useStudio();
  const links = [
    { label: "Send a message", detail: "Quick form, reply within a day", href: studio.forms.message },
    { label: "Instagram", detail: "Work in progress, daily", href: studio.social.instagram },
    { label: "Design portfolio", detail: "Full case studies on Behance", href: studio.designPortfolio },
    { label: "Write an email", detail: studio.email, href: composeMailUrl(studio, "Project enquiry") },
  ].filter((link) => link.href);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

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
    <div
      className="connect"
      ref={root}
      onKeyDown={onMenuKeyDown}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="connect__button button button--primary"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        Connect
        <svg className="connect__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4.5 6 8.5 10 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <ul className="connect__menu" id={menuId} hidden={!open}>
        {links.map((link) => (
          <li key={link.label}>
            <ExternalLink className="connect__link" href={link.href} onClick={() => setOpen(false)}>
              <span className="connect__label">{link.label}</span>
              <span className="connect__detail">{link.detail}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
