// The site's own words about the studio that are page copy, not the studio's details record
// (name, phone, email and links are edited in the admin: client/studio.ts).
export const site = {
  tagline: "Ideas that hit, Designs that stick.",
  /** The home page's meta description; other pages describe themselves. */
  description: (fullName: string) =>
    `${fullName} is an independent design studio for 3D animation, product visualization, branding, motion design, photo manipulation, web design and social media.`,
};
