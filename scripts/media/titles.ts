// Invented titles for placeholder work that has no entry in client/content (portfolio tabs,
// cards, slides). Short, so they set large.
export const POSTER_TITLES = [
  "Neon Requiem", "Paper Tigers", "Low Tide", "Solar Club", "Night Shift", "Form Follows",
  "Heat Wave", "Quiet Riot", "Big Noise", "Orbit Jazz", "Mono Print", "After Hours",
] as const;

export const STILL_TITLES = [
  "Northbound", "The Watcher", "Salt Moon", "Ember Field", "Glass Coast", "Hollow Crown",
  "Dusk Pilgrim", "Blue Hour", "Ashen Gate",
] as const;

export const CGI_TITLES = [
  "Halo Bottle", "Dew Sphere", "Pebble Speaker", "Aurum Ring", "Glacier Serum", "Mono Lamp",
  "Terra Vase", "Pulse Watch", "Cloud Cap",
] as const;

export const BROCHURE_TITLES = [
  "Annual Review", "The Field Guide", "Residences", "Studio Notes", "Harvest Menu", "Open House",
] as const;

export const SITE_TITLES = [
  "Aurelia Coffee", "Northwind Labs", "Kestrel Bikes", "Saffron Table", "Orbit Finance", "Monsoon Travel",
] as const;

export const ANIMATION_TITLES = [
  "Earbuds Launch", "Watch Cutaway", "Bottle Pour", "Sneaker Drop", "Speaker Reveal", "Lamp Assembly",
] as const;

export const SLIDE_TITLES = [
  ...POSTER_TITLES, ...STILL_TITLES, ...CGI_TITLES, ...BROCHURE_TITLES, ...SITE_TITLES, ...ANIMATION_TITLES,
] as const;
