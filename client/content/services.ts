// The six service pages: their URL, their name, and the gallery group (if any) whose detail
// pages live under the same path. Each page's words are in content/services/<slug>.ts. A
// service's slug is its project family (client/contract/families.ts).
import type { Family } from "../contract/families.ts";

export type Service = { slug: Family; name: string; summary: string };

export const services: Service[] = [
  { slug: "photomanupulation", name: "Photo Manipulation", summary: "Character art and composites that look photographed, not assembled." },
  {
    slug: "productvisualization",
    name: "3D Product Visualization",
    summary: "Photoreal renders of products before, or instead of, the photo shoot.",
  },
  { slug: "WebDesign", name: "Web Design", summary: "Fast, distinctive websites designed and built around what you sell." },
  { slug: "guidelines", name: "Brand Guidelines", summary: "Identity systems and the rulebooks that keep them consistent." },
  { slug: "animation", name: "3D Product Animation", summary: "Product films, cutaways and launch animations that explain in seconds." },
  { slug: "socialmedia", name: "Social Media", summary: "Post and campaign design with a point of view, ready to publish." },
];

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug.toLowerCase() === slug.toLowerCase());
}
