import { useEffect } from "react";
import { Toaster } from "sonner";
import { useLocation } from "wouter";
import { notify, TOAST_DEFAULTS } from "./notify.ts";

// Top-right as SPEC.md section 9 says, below the sticky admin header so a toast never hides
// the Logout button; on phones (where sonner spans the width) below the header and the menu
// row under it (64 + 61 px, admin.css), so the menu can be used while a toast shows.
const OFFSET = { top: 80, right: 16 };
const PHONE_OFFSET = { top: 134, left: 12, right: 12 };

export function AdminToaster() {
  const [location] = useLocation();
  useEffect(() => notify.navigated(), [location]);
  return (
    <Toaster
      {...TOAST_DEFAULTS}
      theme="dark"
      richColors
      closeButton
      offset={OFFSET}
      mobileOffset={PHONE_OFFSET}
      toastOptions={{ className: "admin-toast" }}
    />
  );
}
