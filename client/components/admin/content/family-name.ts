// A family's name as its service page calls it, for headings and breadcrumbs.
import type { Family } from "../../../contract/families.ts";
import { services } from "../../../content/services.ts";

export function familyName(family: Family): string {
  return services.find((service) => service.slug === family)?.name ?? family;
}
