import { Toaster } from "sonner";
import { TOAST_DEFAULTS } from "./notify.ts";

// Below the sticky admin header, so a toast never hides the Logout button.
const OFFSET = { top: 80, right: 16 };

export function AdminToaster() {
  return <Toaster {...TOAST_DEFAULTS} theme="dark" closeButton offset={OFFSET} mobileOffset={{ ...OFFSET, left: 16 }} toastOptions={{ className: "admin-toast" }} />;
}
