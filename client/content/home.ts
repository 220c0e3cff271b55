// The home page's own words and media lists. The studio's name, contacts and links live in
// studio.ts; the six skills come from services.ts.
export const hero = {
  eyebrow: "Independent design studio",
  intro: "We blend design, motion and storytelling into work that makes people stop scrolling.",
  cta: "Lets Do This!",
  video: { desktop: "/video/hero.mp4", mobile: "/video/hero-mobile.mp4", poster: "/images/hero" },
};

/** The hero's two counters (SPEC.md sections 4 and 9). */
export const counters = [
  { target: 235, label: "projects delivered" },
  { target: 112, label: "happy clients" },
] as const;

export const about = {
  kicker: "WHO AM I ?",
  heading: "I am Bold, Futuristic and Intentional",
  paragraphs: [
    "A small studio with a big appetite: 3D animation, product visualization, branding, motion design, photo manipulation, web design and social media, made under one roof.",
    "Every project starts with the idea and ends with the detail. We design what your audience remembers, then build it so it works as hard as it looks.",
  ],
  portrait: "/images/about",
  portraitAlt: "The studio's founder at the desk, lit by a monitor showing a 3D render",
};

export const skills = {
  heading: "Core Skills",
  intro: "Six disciplines, one point of view. Pick one to see the work.",
};

const track = (name: "a" | "b") => Array.from({ length: 19 }, (_, i) => `/images/slides/${name}-${String(i + 1).padStart(2, "0")}`);

/** The two image sliders, 19 images each (SPEC.md section 9). */
export const sliders = {
  marquee: "Quality is worth the time.",
  tracks: [track("a"), track("b")],
};

export const sections = {
  logos: { kicker: "Trusted by", heading: "Brands that bet on bold" },
  testimonials: { kicker: "Client words", heading: "What it is like to work with us" },
};

export const caseStudy = {
  kicker: "Case study",
  heading: "Northwind Audio: a launch film before the first unit shipped",
  text: "A 40-second product animation built entirely in CGI, from exploded views to the hero spin. It opened the launch event, ran at every trade show and became the product page.",
  facts: [
    { value: "6 weeks", label: "from brief to launch" },
    { value: "100% CGI", label: "no physical prototype" },
  ],
  button: "See the case study",
  href: "/animation",
  video: "/video/case-study.mp4",
  poster: "/images/case-study",
};
