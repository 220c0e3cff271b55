// The six service pages' words and heroes as they stood when they moved from code into the page
// documents (documents.ts holds the others). The hero images are the seed files under public/.
import type { ServiceDocument } from "../../../client/contract/documents/service.ts";
import type { ServiceDocumentKey } from "../../../client/contract/documents/registry.ts";
import type { Family } from "../../../client/contract/families.ts";

/** The hero image of a service page, from public/images/services/<family lower-cased>/. */
const hero = (family: Family, alt: string) => ({
  image: { key: `/images/services/${family.toLowerCase()}/hero`, width: 1600, height: 900, blur: "" },
  alt,
});

export const seedServiceDocuments: Record<ServiceDocumentKey, ServiceDocument> = {
  "service-photomanupulation": {
    heading: "Impossible images, photographed.",
    intro:
      "Composites, character art and retouching built from dozens of layers until light, grain and perspective agree, so the picture reads as one frame, not a collage.",
    hero: hero("photomanupulation", "A winged warrior composite standing in a storm of embers"),
    keywords: {
      first: ["Compositing", "Character art", "Retouching", "Matte painting", "Colour grading"],
      second: ["Key art", "Album covers", "Book covers", "Campaign visuals", "Surreal edits"],
    },
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
    work: { heading: "Character art & composites", intro: "Each piece opens its full gallery.", touchIntro: "" },
  },
  "service-productvisualization": {
    heading: "Your product, rendered before it is made.",
    intro:
      "Photoreal CGI of products, packaging and hardware: modelled from your CAD or drawings, lit like a studio shoot and rendered in any colour, angle or setting you need.",
    hero: hero("productvisualization", "A perfume bottle rendered in amber glass on a reflective black surface"),
    keywords: {
      first: ["Photoreal renders", "Packaging", "CAD to CGI", "Exploded views", "360° spins"],
      second: ["E-commerce", "Launch visuals", "Configurators", "Cutaways", "Lifestyle scenes"],
    },
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
    work: { heading: "Product projects", intro: "Bottles, watches, jewellery and building products. Open one to see every angle.", touchIntro: "" },
  },
  "service-guidelines": {
    heading: "A brand that looks the same everywhere.",
    intro:
      "Logos, type, colour and voice, designed as one system and written down in guidelines your team, printers and agencies can follow without asking.",
    hero: hero("guidelines", "Pages of a brand guideline book spread on a dark table"),
    keywords: {
      first: ["Logo design", "Identity systems", "Typography", "Colour palettes", "Brand voice"],
      second: ["Guidelines", "Stationery", "Packaging", "Social templates", "Signage"],
    },
    knowMore: {
      intro: "A guideline is only useful if people use it: ours are short, visual and full of do and don't examples.",
      services: [
        { title: "Logo & identity", text: "A mark, its variants and the rules for clear space and minimum size." },
        { title: "Brand guidelines", text: "A PDF book covering logo, colour, type, imagery, voice and layouts." },
        { title: "Brand applications", text: "Stationery, packaging, signage and social templates in the new system." },
        { title: "Rebrands", text: "An audit of what you have, what to keep and what to retire." },
      ],
      industries: [
        { title: "Food & beverage", text: "Packaging-led brands that must read on a shelf." },
        { title: "Jewellery & luxury", text: "Quiet, precise identities." },
        { title: "Fitness & sport", text: "Bold systems built for motion." },
        { title: "Media & creators", text: "Identities that flex across channels." },
      ],
      whyUs: [
        { title: "Systems, not just logos", text: "Every element is designed to work together across print and screen." },
        { title: "Ready-made assets", text: "Logo files, colour codes and templates, organised and named." },
        { title: "Motion-ready", text: "We design with animation and 3D in mind from the start." },
      ],
      contactLine: "Starting a brand, or fixing one that drifted?",
      faqs: [
        {
          question: "How long does a brand identity take?",
          answer: "Usually three to six weeks: discovery, two or three logo routes, refinement, then the guideline book.",
        },
        {
          question: "What files do I receive?",
          answer: "Logos as SVG, PDF, PNG and JPEG in every colour version, the guideline PDF and editable templates.",
        },
        { question: "Can you extend an existing brand?", answer: "Yes. We can document a brand you already have and add the missing pieces." },
      ],
    },
    work: { heading: "Brand guideline projects", intro: "Open a project to page through its guidelines.", touchIntro: "" },
  },
  "service-socialmedia": {
    heading: "Posts people stop for, in your brand.",
    intro: "Campaigns, carousels and festive posts designed around one idea each, with 3D and motion when a flat graphic will not stop the thumb.",
    hero: hero("socialmedia", "A grid of colourful social media posts on a phone screen"),
    keywords: {
      first: ["Campaigns", "Carousels", "Stories", "Reels covers", "Festive posts"],
      second: ["CGI posts", "Infographics", "Templates", "Ad creatives", "Content calendars"],
    },
    knowMore: {
      intro: "A monthly rhythm of posts that look like one brand, planned with you and delivered ready to publish.",
      services: [
        { title: "Monthly post design", text: "A set of feed posts and stories each month, planned against your calendar." },
        { title: "Campaigns", text: "Launch and awareness campaigns with a single idea across formats." },
        { title: "CGI & motion posts", text: "3D and animated posts for the moments that need to stand out." },
        { title: "Templates", text: "Editable templates so your team can post in-brand between our sets." },
      ],
      industries: [
        { title: "Non-profits & awareness", text: "Campaigns that explain and move people." },
        { title: "Education", text: "Informative carousels and explainers." },
        { title: "Retail & food", text: "Offers, launches and festive specials." },
      ],
      whyUs: [
        { title: "Idea-led", text: "Every post has a reason to exist beyond filling the grid." },
        { title: "3D in-house", text: "CGI posts without outsourcing, at social turnaround times." },
        { title: "Every size", text: "Feed, story and ad sizes delivered together." },
      ],
      contactLine: "Want a feed that finally looks like one brand?",
      faqs: [
        {
          question: "How many posts are in a monthly set?",
          answer: "Most clients take 12 to 20 posts a month plus stories; we size the set to your posting rhythm.",
        },
        {
          question: "Do you post for us?",
          answer: "We deliver the designs and captions ready to schedule; posting and community management stay with you.",
        },
        { question: "Which formats do you deliver?", answer: "PNG and JPEG for stills, MP4 for motion, in every size the platforms need." },
      ],
    },
    work: { heading: "Social campaigns", intro: "Open a campaign to see the full set.", touchIntro: "" },
  },
  "service-WebDesign": {
    heading: "Websites that look like you and load like lightning.",
    intro:
      "Designed from your story, not a template: strategy, interface design and a fast, accessible build, handed over with a CMS your team can actually use.",
    hero: hero("WebDesign", "A studio website shown on a laptop and a phone side by side"),
    keywords: {
      first: ["UI design", "Landing pages", "E-commerce", "Portfolios", "Responsive"],
      second: ["Fast", "Accessible", "SEO-ready", "CMS handover", "Motion UI"],
    },
    knowMore: {
      intro:
        "From a one-page launch site to a full store, every site is designed screen by screen and built to score well on speed and accessibility.",
      services: [
        { title: "Website design", text: "Wireframes, visual design and a clickable prototype before a line of code." },
        { title: "Development", text: "Hand-built, responsive front ends that stay fast on a phone on a bad connection." },
        { title: "E-commerce", text: "Product pages and checkouts designed to sell, on the platform that suits you." },
        { title: "Care plans", text: "Updates, backups and small changes every month, so the site never goes stale." },
      ],
      industries: [
        { title: "Studios & creatives", text: "Portfolios that let the work speak." },
        { title: "Hospitality", text: "Restaurants, cafés and hotels with menus and bookings." },
        { title: "Startups & SaaS", text: "Launch pages that explain the product in one scroll." },
        { title: "Retail", text: "Stores with photography-led product pages." },
      ],
      whyUs: [
        { title: "Design and motion in-house", text: "The same team makes your 3D, video and web, so it all fits together." },
        { title: "Performance budget", text: "We design to a page-weight target, so the site stays fast as it grows." },
        { title: "Yours to run", text: "You get the code, the accounts and a walkthrough of the CMS." },
      ],
      contactLine: "Need a site that finally matches the quality of your work?",
      faqs: [
        {
          question: "How long does a website take?",
          answer:
            "Typically 1-4 weeks: about a week for a landing page, two to four weeks for a multi-page site or small store, depending on content readiness.",
        },
        {
          question: "Do you write the content?",
          answer: "We can. Most clients send a draft and we shape it into headlines and sections that fit the design.",
        },
        {
          question: "Will I be able to edit the site myself?",
          answer: "Yes. We set up a CMS for the pages you change often and show you how to use it.",
        },
        { question: "Do you handle hosting and domains?", answer: "We set up hosting, SSL and the domain for you, on accounts in your name." },
      ],
    },
    work: { heading: "Recent sites", intro: "Hover or tab to a site to open it live.", touchIntro: "Tap Live on a site to open it." },
  },
  "service-animation": {
    heading: "Product films that explain in seconds.",
    intro:
      "Launch films, exploded views and loops for social, animated entirely in CGI: every part moves exactly where the story needs it, with no prototype on set.",
    hero: hero("animation", "A wireless speaker splitting into its components mid-air"),
    keywords: {
      first: ["Launch films", "Exploded views", "Turntables", "Product loops", "Cutaways"],
      second: ["Sound design", "Motion graphics", "Social cut-downs", "Explainers", "4K delivery"],
    },
    knowMore: {
      intro: "One 3D model becomes a launch film, a set of social loops and the product page's hero, all from the same files.",
      services: [
        { title: "Launch films", text: "30 to 90 second hero films for events, ads and the product page." },
        { title: "Technical animation", text: "Exploded views and cutaways that show how it works." },
        { title: "Social loops", text: "Vertical and square cut-downs, timed for each platform." },
        { title: "Sound & edit", text: "Music, sound design and titles, delivered ready to publish." },
      ],
      industries: [
        { title: "Consumer electronics", text: "Speakers, wearables and devices." },
        { title: "Industrial products", text: "Machinery, tools and building systems." },
        { title: "Beauty & beverages", text: "Liquids, glass and pours, simulated." },
      ],
      whyUs: [
        { title: "Storyboard first", text: "You approve the story frame by frame before we animate." },
        { title: "Everything in CGI", text: "No shoot, no prototype, no reshoots when the product changes." },
        { title: "Every format", text: "16:9, 9:16 and 1:1 masters from the same project." },
      ],
      contactLine: "Have a product that deserves a proper film?",
      faqs: [
        {
          question: "How long does a product animation take?",
          answer: "A 30-second film usually takes three to five weeks, from storyboard to final render.",
        },
        {
          question: "What do you need to start?",
          answer: "CAD or reference photos, your key messages and any brand guidelines. We write the storyboard from there.",
        },
        { question: "Which formats do you deliver?", answer: "MP4 (H.264) in 4K or HD, plus vertical and square cut-downs; ProRes on request." },
      ],
    },
    work: {
      heading: "Films",
      intro: "Hover or tab to a film to watch it or read its breakdown.",
      touchIntro: "Tap Watch Video to play a film, or Project Breakdown to read how it was made.",
    },
  },
};
