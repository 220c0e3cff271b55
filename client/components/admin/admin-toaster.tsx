import { useEffect } from "react";
import { Toaster } from "sonner";
import { useLocation } from "wouter";
import { notify, TOAST_DEFAULTS } from "./notify.ts";

// On a desktop, in the header's band between the studio's name and View site/Logout: the one
// strip of the panel where nothing is clicked while working. Three toasts opened out (sonner
// spreads its stack under the pointer) reach over the screen's title and lead, never down to
// the controls under them (a list's tabs: tests/e2e/toasts.test.ts); toasts that stood top-right
// below the header spread over the Services tabs and took their clicks. On phones (where sonner
// spans the width) below the header and the menu row under it (64 + 61 px, admin.css), so the
// menu can be used while a toast shows.
const OFFSET = { top: 8 };
const PHONE_OFFSET = { top: 134, left: 12, right: 12 };
// In edit mode the history opens top right, where a toast would cover it: toasts rise from
// just above the edit bar instead (one row of buttons on a desktop, two on a phone).
const EDIT_BAR_OFFSET = { bottom: 76, right: 16 };
const EDIT_BAR_PHONE_OFFSET = { bottom: 124, left: 12, right: 12 };

export function AdminToaster({ aboveEditBar = false }: { aboveEditBar?: boolean }) {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, which is what location stands for here
  useEffect(() => notify.navigated(), [location]);
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
