// What the Pages screens call a page document: a service page by its service's name as the rest
// of the admin calls it ("Web Design page"; the server labels it "Service page: Web Design",
// src/features/services/documents.ts), any other by its label ("Home page").
const SERVICE_LABEL = "Service page: ";

export function pageName({ key, label }: { key: string; label: string }): string {
  return key.startsWith("service-") && label.startsWith(SERVICE_LABEL) ? `${label.slice(SERVICE_LABEL.length)} page` : label;
}
