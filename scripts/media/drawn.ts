// A drawn object as SVG (its gradient defs and its shapes), and where in a scene it stands:
// shared by the props (objects.ts) and the products (products.ts).
export type Drawn = { defs: string; body: string };

export type Place = { id: string; cx: number; floor: number; size: number; color: string; accent: string };
