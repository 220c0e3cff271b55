// The studio's identity: every name, number, address and outside link the site shows.
// EXAMPLE VALUES: the owner replaces each one with their own (README, "Make it yours").
const phone = "+919876543210"; // international format, digits only after the +

export const studio = {
  name: "VANTA", // shown in "HIRE {name}"
  fullName: "Vanta Studio",
  tagline: "Ideas that hit, Designs that stick.",
  description:
    "Vanta Studio is an independent design studio for 3D animation, product visualization, branding, motion design, photo manipulation, web design and social media.",
  phone,
  phoneDisplay: "+91 98765 43210",
  email: "hello@vanta.example",
  mainSite: "https://vanta.example",
  designPortfolio: "https://www.behance.net/vanta-example",
  designer: { name: "Vanta Studio", phone },
  forms: {
    /** The floating chat button and "Send a message". */
    message: "https://forms.example/vanta/message",
    /** "HIRE {name}" and the service pages' "Enquire now". */
    enquiry: "https://forms.example/vanta/enquiry",
    contact: "https://forms.example/vanta/contact",
  },
  social: {
    instagram: "https://www.instagram.com/vanta.example",
    youtube: "https://www.youtube.com/@vanta.example",
    linkedin: "https://www.linkedin.com/company/vanta-example",
    facebook: "https://www.facebook.com/vanta.example",
    behance: "https://www.behance.net/vanta-example",
  },
} as const;

/** The chat-messaging conversation, opened in a new tab with the phone as query parameter. */
export const chatUrl = `https://api.whatsapp.com/send?phone=${encodeURIComponent(phone.replace("+", ""))}`;

/** A compose-mail window addressed to the studio. */
export function composeMailUrl(subject?: string): string {
  const params = new URLSearchParams({ view: "cm", fs: "1", to: studio.email });
  if (subject) params.set("su", subject);
  return `https://mail.google.com/mail/?${params}`;
}
