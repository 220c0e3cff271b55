// The six service pages' words and heroes as they stood when they moved from code into the page
// documents (documents.ts holds the others). The copy is data, so it lives in the JSON file
// beside this one; the type below and the schema test (documents.test.ts) keep it honest.
// The hero images are the seed files under public/images/services/<family lower-cased>/.
import type { SeededService } from "../../../client/contract/families.ts";
import type { ServiceDocument } from "../../../client/contract/documents/service.ts";
import documents from "./service-documents.json";

export const seedServiceDocuments: Record<`service-${SeededService}`, ServiceDocument> = documents;
