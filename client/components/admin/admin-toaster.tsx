import { useEffect, useState } from "react";
import { Toaster } from "sonner";
import { useLocation } from "wouter";
import { notify, TOAST_DEFAULTS } from "./notify.ts";

// On a desktop, in the header's band between the studio's name and View site/Logout: the one
// strip of the panel where nothing is clicked while working. One toast shows at a time
// (notify.ts): three opened out (sonner spreads its stack under the pointer) reached down over
// whatever the page had scrolled under the header, a list's tabs among them, and took their
// clicks (tests/e2e/toasts.test.ts). On phones (where sonner
// spans the width) below the header and the menu row under it (64 + 61 px, admin.css), so the
// menu can be used while a toast shows.
const OFFSET = { top: 8 };
const PHONE_OFFSET = { top: 134, left: 12, right: 12 };
// In edit mode the history opens top right, where a toast would cover it: toasts rise from
// just above the edit bar instead (one row of buttons on a desktop, two on a phone).
const EDIT_BAR_OFFSET = { bottom: 76, right: 16 };
const EDIT_BAR_PHONE_OFFSET = { bottom: 124, left: 12, right: 12 };

/**
 * fresh: a screen that is not the panel (a preview): what the panel said is cleared before this
 * toaster subscribes. A toaster replays the toasts still showing when it subscribes (on a timer)
 * and takes a dismissal on the next frame, so a dismissal sent after it subscribed could arrive
 * before the replay, and the replayed toast then stayed for good while the pointer rested on it.
 */
export function AdminToaster({ aboveEditBar = false, fresh = false }: { aboveEditBar?: boolean; fresh?: boolean }) {
  const [location] = useLocation();
  const [ready, setReady] = useState(!fresh);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, which is what location stands for here
  useEffect(() => notify.navigated(), [location]);
  useEffect(() => {
    if (!fresh) return;
    notify.clear();
    setReady(true);
  }, [fresh]);
  if (!ready) return null;
  return (
    <Toaster
      {...TOAST_DEFAULTS}
      theme="dark"
      richColors
      closeButton
      position={aboveEditBar ? "bottom-right" : "top-center"}
      offset={aboveEditBar ? EDIT_BAR_OFFSET : OFFSET}
      mobileOffset={aboveEditBar ? EDIT_BAR_PHONE_OFFSET : PHONE_OFFSET}
      toastOptions={{ className: "admin-toast" }}
    />
  );
}
