// Unsaved edits are not lost by a slip: closing or reloading the tab asks the browser's own
// question, and following a link inside the app asks first (the app's links navigate without
// unloading, so the browser would not ask).
import { useEffect } from "react";

export const LEAVE_QUESTION = "You have unsaved changes. Leave this page and lose them?";

export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = "";
    };
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.target === "_blank" || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (window.confirm(LEAVE_QUESTION)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener("beforeunload", beforeUnload);
    // Capture, so the question comes before the app's router handles the click.
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [unsaved]);
}
