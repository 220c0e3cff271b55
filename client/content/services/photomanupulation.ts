import type { ServicePageContent } from "./service-page.ts";

export const photoManipulationPage: ServicePageContent = {
  eyebrow: "Photo manipulation & character art",
  heading: "Impossible images, photographed.",
  intro:
    "Composites, character art and retouching built from dozens of layers until light, grain and perspective agree, so the picture reads as one frame, not a collage.",
  heroAlt: "A winged warrior composite standing in a storm of embers",
  keywords: [
    ["Compositing", "Character art", "Retouching", "Matte painting", "Colour grading"],
    ["Key art", "Album covers", "Book covers", "Campaign visuals", "Surreal edits"],
  ],
  knowMore: {
    intro: "Everything from a clean product retouch to a full fantasy scene, built by hand in Photoshop with 3D where it helps.",
    services: [
      { title: "Composites", text: "Several photographs merged into one believable scene, with matched light, shadows and lens." },
      { title: "Character art", text: "Heroes, creatures and villains for games, covers and posters, from sketch to final render." },
      { title: "High-end retouching", text: "Skin, product and fashion retouching that keeps texture and never looks plastic." },
      { title: "Matte painting", text: "Environments and skies painted to extend a shot beyond what the set allowed." },
    ],
    industries: [
      { title: "Entertainment", text: "Film and game key art, album and book covers." },
      { title: "Fashion & beauty", text: "Campaign retouching and editorial composites." },
      { title: "Advertising", text: "Hero visuals for billboards and social launches." },
    ],
    whyUs: [
      { title: "Realism first", text: "Every layer is lit, graded and grained to match, so nothing looks pasted in." },
      { title: "Layered files", text: "You receive the organised PSD, not just a flat export." },
      { title: "Two rounds included", text: "Revisions are part of the price, and we show progress at the sketch stage." },
    ],
    contactLine: "Have a picture in your head that no camera could take?",
    faqs: [
      {
        question: "Which file formats do you accept and deliver?",
        answer:
          "We work with PSD, JPEG, PNG and TIFF. Send the largest originals you have; we deliver layered PSD plus the formats you need for print and web.",
      },
      {
        question: "Can you work with my own photos?",
        answer: "Yes. Send raw or high-resolution files and we will tell you up front if anything needs a reshoot or stock to reach the look.",
      },
      {
        question: "How long does a composite take?",
        answer: "A retouch takes one to two days; a full character piece or scene usually takes five to ten working days, depending on complexity.",
      },
      {
        question: "Who owns the final image?",
        answer: "You do. Once the project is paid, full usage rights transfer to you; licensed stock, if any, is listed separately.",
      },
    ],
  },
  work: { heading: "Character art & composites", intro: "Each piece opens its full gallery." },
};
