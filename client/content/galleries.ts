// Gallery detail pages: a stack of images per project, grouped under the service whose page
// links to them. Images are generated placeholders (scripts/media.ts); the owner replaces the
// files by name.
export type GalleryGroup = "photomanupulation" | "productvisualization" | "guidelines" | "socialmedia";

export type Gallery = { slug: string; title: string; tagline: string; images: number };

export const galleries: Record<GalleryGroup, Gallery[]> = {
  photomanupulation: [
    { slug: "valkyrie", title: "Valkyrie", tagline: "Chooser of the slain", images: 4 },
    { slug: "cybersoul", title: "Cyber Soul", tagline: "Half machine, all heart", images: 4 },
    { slug: "shadows", title: "Shadows", tagline: "What follows you home", images: 4 },
    { slug: "lastecho", title: "Last Echo", tagline: "The final call of a dying star", images: 4 },
    { slug: "oceanwhisper", title: "Ocean Whisper", tagline: "Secrets the tide keeps", images: 4 },
    { slug: "guardians", title: "Guardians", tagline: "Keepers of the old gate", images: 4 },
  ],
  productvisualization: [
    { slug: "boat", title: "Speed Boat", tagline: "Fibreglass hull, studio water", images: 4 },
    { slug: "nikkawhisky", title: "Japanese Whisky", tagline: "Amber, glass and smoke", images: 4 },
    { slug: "whiskymodel", title: "Whisky Bottle Model", tagline: "A label redesign in CGI", images: 4 },
    { slug: "perfume", title: "Perfume", tagline: "Liquid, light and refraction", images: 4 },
    { slug: "omnitrix", title: "Hero Wristband", tagline: "A sci-fi collectible, rendered", images: 4 },
    { slug: "window", title: "Window System", tagline: "Profiles and hardware", images: 4 },
    { slug: "jewelry", title: "Jewelry", tagline: "Gold, gems and caustics", images: 4 },
    { slug: "applewatch", title: "Smart Watch", tagline: "Aluminium, glass and light", images: 4 },
    { slug: "upvclangle", title: "uPVC Angle", tagline: "A cutaway of the corner joint", images: 4 },
  ],
  guidelines: [
    { slug: "creatorzvision", title: "CreatorzVision", tagline: "A media brand's identity system", images: 5 },
    { slug: "alaknanda", title: "Alaknanda", tagline: "Heritage, redrawn", images: 5 },
    { slug: "greendot", title: "Greendot", tagline: "Food brand guidelines", images: 5 },
    { slug: "paceguidelines", title: "PACE", tagline: "An athletic identity", images: 5 },
    { slug: "risingdiamond", title: "Rising Diamond", tagline: "Luxury, restrained", images: 5 },
    { slug: "risinggem", title: "Rising Gem", tagline: "A jeweller's identity", images: 5 },
    { slug: "thunder", title: "Thunder", tagline: "Fitness brand system", images: 5 },
    { slug: "windowspace", title: "Window Space", tagline: "Architectural products brand", images: 5 },
  ],
  socialmedia: [
    { slug: "autism", title: "Autism Awareness", tagline: "A campaign of understanding", images: 4 },
    { slug: "bees", title: "Bees", tagline: "An educational series", images: 4 },
    { slug: "cgi", title: "CGI Posts", tagline: "Scroll-stopping 3D", images: 4 },
    { slug: "creative", title: "Creative", tagline: "Concept-led posts", images: 4 },
    { slug: "informative", title: "Informative", tagline: "Data made readable", images: 4 },
    { slug: "specialday", title: "Special Days", tagline: "Festivals and occasions", images: 4 },
  ],
};

export function findGallery(group: GalleryGroup, slug: string | undefined): Gallery | undefined {
  return galleries[group].find((gallery) => gallery.slug === slug?.toLowerCase());
}

/** Every image of a group shares one aspect ratio (width : height), so pages reserve its space. */
export const galleryAspect: Record<GalleryGroup, { width: number; height: number }> = {
  photomanupulation: { width: 4, height: 5 },
  productvisualization: { width: 1, height: 1 },
  guidelines: { width: 16, height: 10 },
  socialmedia: { width: 1, height: 1 },
};

/** The image bases of a gallery: /images/gallery/<group>/<slug>/<n>, n from 1. */
export function galleryImages(group: GalleryGroup, gallery: Gallery): string[] {
  return Array.from({ length: gallery.images }, (_, i) => `/images/gallery/${group}/${gallery.slug}/${i + 1}`);
}
