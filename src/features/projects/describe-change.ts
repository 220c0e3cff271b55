// The activity log's sentence for a saved project, from the project before and after the save:
// "Published project Speed Boat", "Renamed Speed Boat's address from speed-boat to speedboat",
// "Changed the tagline and tabs of Speed Boat"; several at once are joined with "; ".
import type { Project } from "../../../client/contract/projects.ts";

/** The fields a save can change, by the words the log uses for them (status, slug and featured have sentences of their own). */
const FIELDS: [string, (project: Project) => unknown][] = [
  ["title", (project) => project.title],
  ["service", (project) => project.family],
  ["tagline", (project) => project.tagline],
  ["description", (project) => project.description],
  ["cover", (project) => project.coverImageId],
  ["tabs", (project) => project.tabs.join(",")],
  ["film", (project) => project.film?.key ?? null],
];

/** "a", "a and b", "a, b and c". */
export function listed(words: string[]): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

export function describeProjectChange(before: Project, after: Project): string {
  const name = after.title;
  const sentences: string[] = [];
  if (before.status !== after.status) sentences.push(`${after.status === "published" ? "Published" : "Unpublished"} project ${name}`);
  if (before.slug !== after.slug) sentences.push(`Renamed ${name}'s address from ${before.slug} to ${after.slug}`);
  if (before.featured !== after.featured) sentences.push(after.featured ? `Featured ${name} on the home page` : `Took ${name} off the home page`);
  const changed = FIELDS.filter(([, value]) => value(before) !== value(after)).map(([word]) => word);
  if (changed.length) sentences.push(`Changed the ${listed(changed)} of ${changed.includes("title") ? `${before.title} (now ${name})` : name}`);
  if (!sentences.length) return `Saved project ${name} (nothing changed)`;
  return sentences.map((sentence, i) => (i === 0 ? sentence : sentence[0]!.toLowerCase() + sentence.slice(1))).join("; ");
}
