// The admin's toasts: 4 s by default, 3 s for success, 5 s for errors (the reason for a sign-out: until signing in), at most three on
// screen (more wait their turn): a taller stack reached over the controls below it (where they
// stand: admin-toaster.tsx).
//
// Toasts must never contradict each other (issue 10): a success clears the errors before it
// ("Invalid username or password" does not stay beside "Login successful"), leaving a screen
// clears its errors ("Client name is required" does not follow the owner to another form), and
// signing in or out starts from a clean slate. Only the message that explains why the admin
// was sent to the login screen outlives that navigation.
import { toast } from "sonner";

/** One toast on screen at a time, the newest; the others wait behind it (admin-toaster.tsx says why). */
export const TOAST_DEFAULTS = { duration: 4000, visibleToasts: 1 } as const;
const SUCCESS_MS = 3000;
const ERROR_MS = 5000;
/** How long a toast with an Undo action stays: long enough to read it and reach the button. */
const UNDO_MS = 8000;

type Id = string | number;
const errors = new Set<Id>();
/** Errors kept through the next navigation (the signed-out message, shown on the login screen). */
const carried = new Set<Id>();

function clearErrors(): void {
  for (const id of errors) toast.dismiss(id);
  errors.clear();
}

export const notify = {
  success(message: string, undo?: () => void) {
    clearErrors();
    if (!undo) return toast.success(message, { duration: SUCCESS_MS });
    return toast.success(message, { duration: UNDO_MS, action: { label: "Undo", onClick: undo } });
  },
  error(message: string, { keepOnNavigation = false } = {}) {
    // The reason for a navigation (signed out: why the login screen) stays until the owner signs in
    // or closes it: on a slow phone the screen it explains may take longer to show than 5 s.
    const duration = keepOnNavigation ? Number.POSITIVE_INFINITY : ERROR_MS;
    const id = toast.error(message, { duration, onDismiss: (t) => errors.delete(t.id), onAutoClose: (t) => errors.delete(t.id) });
    errors.add(id);
    if (keepOnNavigation) carried.add(id);
    return id;
  },
  info: (message: string) => toast(message),
  /** Signing in or out: whatever was said before no longer applies. */
  fresh(message: string) {
    toast.dismiss();
    errors.clear();
    carried.clear();
    return toast.success(message, { duration: SUCCESS_MS });
  },
  /** A screen that is not the panel (the preview of a page as visitors see it): nothing said in the panel belongs over it. */
  clear() {
    toast.dismiss();
    errors.clear();
    carried.clear();
  },
  /** A new screen: errors about the last one are stale (except those carried to it). */
  navigated() {
    for (const id of errors) if (!carried.has(id)) toast.dismiss(id), errors.delete(id);
    carried.clear();
  },
};
