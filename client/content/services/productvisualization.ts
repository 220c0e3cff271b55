import type { ServicePageContent } from "./service-page.ts";

export const productVisualizationPage: ServicePageContent = {
  eyebrow: "3D product visualization",
  heading: "Your product, rendered before it is made.",
  intro:
    "Photoreal CGI of products, packaging and hardware: modelled from your CAD or drawings, lit like a studio shoot and rendered in any colour, angle or setting you need.",
  heroAlt: "A perfume bottle rendered in amber glass on a reflective black surface",
  keywords: [
    ["Photoreal renders", "Packaging", "CAD to CGI", "Exploded views", "360° spins"],
    ["E-commerce", "Launch visuals", "Configurators", "Cutaways", "Lifestyle scenes"],
  ],
  knowMore: {
    intro: "A render replaces the photo shoot, and does what a shoot cannot: every variant, every angle, no samples needed.",
    services: [
      { title: "Studio renders", text: "Clean product shots on white or colour for stores and marketplaces." },
      { title: "Lifestyle scenes", text: "Your product placed in a designed interior or landscape, lit to match." },
      { title: "Cutaways & exploded views", text: "Show the inside of a product: joints, layers, mechanisms." },
      { title: "Variants at scale", text: "Every colour and finish from one model, consistent down to the shadow." },
    ],
    industries: [
      { title: "Beverages & spirits", text: "Bottles, labels and liquids with true refraction." },
      { title: "Cosmetics & jewellery", text: "Glass, metal and gems with caustics that sparkle." },
      { title: "Building products", text: "Windows, profiles and hardware shown in section and in place." },
      { title: "Consumer tech", text: "Devices, wearables and accessories ready before launch day." },
    ],
    whyUs: [
      { title: "Engineering-accurate", text: "We build from your CAD, so proportions and details are right." },
      { title: "Faster than a shoot", text: "No samples, no studio booking; new angles in days, not weeks." },
      { title: "Reusable assets", text: "The model stays ready for animation, AR and future campaigns." },
    ],
    contactLine: "Launching a product, or tired of reshooting every colour?",
    faqs: [
      {
        question: "What do you need from me to start?",
        answer: "CAD files (STEP, OBJ, FBX) are ideal. Photos and dimensions work too; we model from them and send clay renders for sign-off.",
      },
      {
        question: "Which file formats do you deliver?",
        answer: "Stills as PNG, JPEG or TIFF at print resolution, with PSD layers on request; turntables as MP4.",
      },
      {
        question: "How long does a render take?",
        answer: "A first set of studio renders usually takes five to seven working days; each further variant takes hours, not days.",
      },
      { question: "Can the renders be used for print?", answer: "Yes. We render at the size you need, up to billboard resolution." },
    ],
  },
  work: { heading: "Product projects", intro: "Bottles, watches, jewellery and building products. Open one to see every angle." },
};
