// The admin's toasts (SPEC.md section 9): top-right, 4 s by default, 3 s for success, 5 s for
// errors, at most 20 on screen.
import { toast } from "sonner";

export const TOAST_DEFAULTS = { position: "top-right", duration: 4000, visibleToasts: 20 } as const;
export const SUCCESS_MS = 3000;
export const ERROR_MS = 5000;

export const notify = {
  success: (message: string) => toast.success(message, { duration: SUCCESS_MS }),
  error: (message: string) => toast.error(message, { duration: ERROR_MS }),
  info: (message: string) => toast(message),
};
