// Which of the studio's details are still the ones it was installed with (the sample studio's of
// src/features/seed/content.ts, or the placeholders of an empty install in seed-content.ts): the
// first run asks those afresh, so a new owner types their own email and profiles rather than
// keeping another studio's by pressing Next. Its links to the site's own forms are every studio's.
import type { Studio } from "../../../client/contract/studio.ts";
import { seedStudio } from "../seed/content.ts";
import { NO_STUDIO } from "../seed/seed-content.ts";

const DETAILS = ["name", "fullName", "phone", "phoneDisplay", "email", "mainSite", "designPortfolio"] as const;

const INSTALLED = [seedStudio, NO_STUDIO];

/** The paths ("email", "social/instagram") whose value is an installed one and not blank. */
export function sampleDetails(studio: Studio): string[] {
  const details = DETAILS.filter((key) => studio[key] !== "" && INSTALLED.some((installed) => studio[key] === installed[key]));
  // In the sample's order: the stored details come back with their keys in jsonb's order.
  const social = (Object.keys(seedStudio.social) as (keyof Studio["social"])[])
    .filter((key) => studio.social[key] !== "" && INSTALLED.some((installed) => studio.social[key] === installed.social[key]))
    .map((key) => `social/${key}`);
  return [...details, ...social];
}
