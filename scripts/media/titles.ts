// Invented titles for the home page's slider images, which have no captions (every captioned
// image takes its record's own title, see catalog.ts). Each kind of artwork draws its own pool,
// so a title names what its picture shows: a product shot is a product the art draws by its name
// (objects.ts: a bottle, a ring, a watch, a lamp, a speaker...), a brand book or a website is a
// business, a brochure is a publication, a poster or a still is a mood. Short, so they set large.
// The order is part of the artwork (slides take titles in turn), so changing it redraws slides.
const MOODS = [
  "Neon Requiem",
  "Paper Tigers",
  "Low Tide",
  "Solar Club",
  "Night Shift",
  "Form Follows",
  "Heat Wave",
  "Quiet Riot",
  "Big Noise",
  "Orbit Jazz",
  "Mono Print",
  "After Hours",
  "Northbound",
  "The Watcher",
  "Salt Moon",
  "Ember Field",
  "Glass Coast",
  "Hollow Crown",
  "Dusk Pilgrim",
  "Blue Hour",
  "Ashen Gate",
];
const PRODUCTS = [
  "Halo Bottle",
  "Pebble Speaker",
  "Aurum Ring",
  "Glacier Serum",
  "Mono Lamp",
  "Pulse Watch",
  "Amber Decanter",
  "Signet Ring",
  "Tide Watch",
  "Echo Speaker",
  "Solace Perfume",
  "Lumen Lamp",
];
const LAUNCHES = ["Watch Cutaway", "Bottle Pour", "Speaker Reveal", "Lamp Assembly", "Ring Spin", "Serum Drop"];
const BUSINESSES = ["Aurelia Coffee", "Northwind Labs", "Kestrel Bikes", "Saffron Table", "Orbit Finance", "Monsoon Travel"];
const PUBLICATIONS = ["Annual Review", "The Field Guide", "Residences", "Studio Notes", "Harvest Menu", "Open House"];

/** By kind of artwork (catalog.ts's ArtKind, which checks that every kind has its pool). */
export const SLIDE_TITLES = {
  poster: MOODS,
  scene: [...MOODS].reverse(),
  cgi: PRODUCTS,
  social: [...PRODUCTS].reverse(),
  motion: LAUNCHES,
  brand: BUSINESSES,
  web: [...BUSINESSES].reverse(),
  brochure: PUBLICATIONS,
  portrait: MOODS,
} as const satisfies Record<string, readonly string[]>;
