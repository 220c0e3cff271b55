// A service's name from the key an enquiry stores (client/contract/families.ts); a key the site
// no longer has is shown as it was stored.
import { FAMILIES, FAMILY_LABELS, type Family } from "../../../contract/families.ts";

export function serviceName(key: string): string {
  return (FAMILIES as readonly string[]).includes(key) ? FAMILY_LABELS[key as Family] : key;
}
