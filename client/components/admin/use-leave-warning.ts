// Unsaved edits are not lost by a slip: closing or reloading the tab asks the browser's own
// question, and following a link inside the app asks first (the app's links navigate without
// unloading, so the browser would not ask). Used where an owner spends a while before a save:
// the Pages editor, the studio's details, a project's details, images picked and not yet
// uploaded, and the first run's setup.
import { useEffect, useRef } from "react";

const LEAVE_QUESTION = "You have unsaved changes. Leave this page and lose them?";
// Two of them on one screen (a project's details and its picked images) ask once for a click.
const asked = new WeakSet<Event>();

export function useLeaveWarning(unsaved: boolean): void {
  // Read when the owner leaves, not when the listeners were added: a save that just finished
  // must not ask, even before the effects of its render have run.
  const pending = useRef(unsaved);
  pending.current = unsaved;
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!pending.current) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = "";
    };
    const click = (event: MouseEvent) => {
      if (!pending.current) return;
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.target === "_blank" || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || asked.has(event)) return;
      asked.add(event);
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
  }, []);
}
