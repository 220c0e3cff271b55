// The families a project belongs to: one per service page, and the first segment of a project's
// public URL. Plain data and functions, no schema library: the browser's route table and page
// kinds read these on every public page (the schema is FamilySchema in projects.ts).

/** The service page a project belongs to; a project's public URL is /<family lower-cased>/<slug>. */
export const FAMILIES = ["photomanupulation", "productvisualization", "guidelines", "socialmedia", "WebDesign", "animation"] as const;
export type Family = (typeof FAMILIES)[number];

/** The families whose service page lists its projects as cards and links to their galleries. */
export const GALLERY_FAMILIES = ["photomanupulation", "productvisualization", "guidelines", "socialmedia"] as const satisfies readonly Family[];
export type GalleryFamily = (typeof GALLERY_FAMILIES)[number];

/** The family a URL segment names, in any case ("webdesign" → "WebDesign"); undefined for none. */
export function findFamily(segment: string): Family | undefined {
  return FAMILIES.find((family) => family.toLowerCase() === segment.toLowerCase());
}

/** The public path of a project: "/webdesign/harbour" for family WebDesign. */
export function projectPath(family: Family, slug: string): string {
  return `/${family.toLowerCase()}/${slug}`;
}

/** The order the services are listed in (the home page's core skills, the sitemap, the admin's lists). */
export const SERVICE_ORDER = [
  "photomanupulation",
  "productvisualization",
  "WebDesign",
  "guidelines",
  "animation",
  "socialmedia",
] as const satisfies readonly Family[];

/**
 * The admin's name for each family (its lists, headings and the project form). The public pages
 * name a service as the owner wrote it in the site document; these are interface labels.
 */
export const FAMILY_LABELS: Record<Family, string> = {
  photomanupulation: "Photo Manipulation",
  productvisualization: "3D Product Visualization",
  WebDesign: "Web Design",
  guidelines: "Brand Guidelines",
  animation: "3D Product Animation",
  socialmedia: "Social Media",
};
