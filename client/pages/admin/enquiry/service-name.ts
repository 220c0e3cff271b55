// A service's name from the id an enquiry stores (client/contract/families.ts), as the site
// names it now; a service the site no longer shows is named as it was stored.
import { useSite } from "../../../site.ts";

export function useServiceName(key: string): string {
  return useSite().services.find((service) => service.id === key)?.name ?? key;
}
