// A family's name as the admin calls it, for headings and breadcrumbs.
import { FAMILY_LABELS, type Family } from "../../../contract/families.ts";

export function familyName(family: Family): string {
  return FAMILY_LABELS[family];
}
