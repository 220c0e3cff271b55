// Invented titles for the home page's slider images, which have no captions (every captioned
// image takes its record's own title, see catalog.ts). Short, so they set large; the order
// is part of the artwork (the slides pick by index), so changing it redraws every slide.
export const SLIDE_TITLES = [
  "Neon Requiem", "Paper Tigers", "Low Tide", "Solar Club", "Night Shift", "Form Follows",
  "Heat Wave", "Quiet Riot", "Big Noise", "Orbit Jazz", "Mono Print", "After Hours",
  "Northbound", "The Watcher", "Salt Moon", "Ember Field", "Glass Coast", "Hollow Crown",
  "Dusk Pilgrim", "Blue Hour", "Ashen Gate",
  "Halo Bottle", "Dew Sphere", "Pebble Speaker", "Aurum Ring", "Glacier Serum", "Mono Lamp",
  "Terra Vase", "Pulse Watch", "Cloud Cap",
  "Annual Review", "The Field Guide", "Residences", "Studio Notes", "Harvest Menu", "Open House",
  "Aurelia Coffee", "Northwind Labs", "Kestrel Bikes", "Saffron Table", "Orbit Finance", "Monsoon Travel",
  "Earbuds Launch", "Watch Cutaway", "Bottle Pour", "Sneaker Drop", "Speaker Reveal", "Lamp Assembly",
] as const;
