// What the Pages screens call a page document: a service page by its service's name as the rest
// of the admin calls it ("Web Design"), any other by its label ("Home page").
import { FAMILY_LABELS, findFamily } from "../../../contract/families.ts";

export function pageName({ key, label }: { key: string; label: string }): string {
  const family = key.startsWith("service-") ? findFamily(key.slice("service-".length)) : undefined;
  return family ? `${FAMILY_LABELS[family]} page` : label;
}
