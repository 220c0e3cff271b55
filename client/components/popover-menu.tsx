// What the header's dropdowns (Services, Connect) share: a button with a chevron that opens a
// native popover list, so it opens on a tap before the scripts arrive and closes on an outside
// tap or Escape; `hide` closes it once the scripts run (a followed link, focus leaving).
import { useRef, type ReactNode } from "react";

export function usePopoverMenu() {
  const menu = useRef<HTMLUListElement>(null);
  const hide = () => {
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  };
  return { menu, hide };
}

type ButtonProps = { menuId: string; className: string; current?: boolean; children: ReactNode };

export function PopoverMenuButton({ menuId, className, current, children }: ButtonProps) {
  return (
    <button type="button" className={className} popoverTarget={menuId} data-current={current || undefined}>
      {children}
      <svg className="connect__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
        <path d="M2 4.5 6 8.5 10 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </button>
  );
}
