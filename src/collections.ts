// Every list the owner manages, each declared in its own feature's folder. The code that works
// across lists (order, the trash and its purge, the orphan sweep, backups and their restore
// checks) is handed this list and names none of them; the trash shows them in this order.
import type { Collections } from "./platform/collections/collection.ts";
import { reviews } from "./features/reviews/collection.ts";
import { enquiries, enquiryAttachments } from "./features/enquiries/collection.ts";
import { logos } from "./features/logos/collection.ts";
import { portfolioItems } from "./features/portfolio/collection.ts";
import { portfolioTabs } from "./features/portfolio/tabs.ts";
import { projectImages, projects } from "./features/projects/collection.ts";
import { serviceCards, services } from "./features/services/collection.ts";
import { films } from "./features/videos/collection.ts";

export const collections: Collections = [
  logos,
  reviews,
  projects,
  projectImages,
  portfolioTabs,
  portfolioItems,
  films,
  services,
  serviceCards,
  enquiries,
  enquiryAttachments,
];
