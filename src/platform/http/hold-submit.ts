// The one inline script a page may carry (the admin's screens only): a form marked data-hold
// that is submitted before the app's scripts have arrived is held (data-held) instead of
// reloading the page with its fields in the address bar; the app sends it once it takes over
// (client/pages/admin/login/page.tsx). Inline, because the point is to run before any script
// file arrives; the CSP allows exactly this text by its hash (security-headers.ts).
// Once the app runs, its own submit handler removes the mark after this one sets it.
import { createHash } from "node:crypto";

export const HOLD_SUBMIT_SCRIPT =
  'addEventListener("submit",function(e){var f=e.target;if(f.hasAttribute("data-hold")){e.preventDefault();f.setAttribute("data-held","")}},true)';

/** The CSP source that allows HOLD_SUBMIT_SCRIPT and no other inline script. */
export const HOLD_SUBMIT_CSP_SOURCE = `'sha256-${createHash("sha256").update(HOLD_SUBMIT_SCRIPT).digest("base64")}'`;
