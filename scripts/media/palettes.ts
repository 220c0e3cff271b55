// One palette family per kind of work, several variations each: enough spread that a grid of
// placeholders looks curated rather than random.
import type { ArtKind } from "./catalog.ts";

export type Palette = {
  /** Backdrop, top/left. */
  bg: string;
  /** Backdrop, bottom/right. */
  bg2: string;
  ink: string;
  accent: string;
  accent2: string;
};

const p = (bg: string, bg2: string, ink: string, accent: string, accent2: string): Palette => ({ bg, bg2, ink, accent, accent2 });

const PALETTES: Record<ArtKind, Palette[]> = {
  poster: [
    p("#f1ebe0", "#e6dccb", "#141414", "#ff4a1c", "#1c3bff"),
    p("#101014", "#1a1a22", "#f4f1ea", "#d4ff3f", "#ff5fa2"),
    p("#ff5b2e", "#f24a1f", "#14110f", "#f7e8d0", "#2a36ff"),
    p("#1d2bff", "#1422d8", "#f4f1ea", "#ffcf3a", "#ff6a4d"),
    p("#e8ff4a", "#d8ef3a", "#0b0b0b", "#5a2cff", "#ff3c6e"),
    p("#0e2a22", "#0a1f19", "#efe6d2", "#ff7a3d", "#9fd8c4"),
  ],
  cgi: [
    p("#e9e4dc", "#cfc6b8", "#1d1b18", "#c98b5a", "#f6efe4"),
    p("#dfe6e1", "#b9c7bf", "#17201b", "#6f8f7e", "#f2f7f3"),
    p("#dde3ee", "#b5c0d3", "#151a24", "#5a74b0", "#f3f6fb"),
    p("#f1ddd3", "#d9b9a9", "#24160f", "#d0714f", "#fff3ec"),
    p("#2a2b30", "#121216", "#f1efe9", "#9aa1ad", "#e8e9ee"),
    p("#e6e0ef", "#c4bad6", "#1b1624", "#8a6cc4", "#f7f3fd"),
  ],
  scene: [
    p("#0b1a24", "#1f3a44", "#e9f1f2", "#ff9a4d", "#7fd1d9"),
    p("#14070b", "#3a1018", "#f6e7e3", "#ff4b3a", "#ffb38a"),
    p("#060b1c", "#1b2f5c", "#e5ecff", "#bcd3ff", "#5d7dff"),
    p("#120a1f", "#3b1f4f", "#f1e8ff", "#ff8ad1", "#b59bff"),
    p("#1a1208", "#4a3015", "#fbefdc", "#ffc15e", "#ff7a2f"),
    p("#061412", "#15352e", "#e3f5ef", "#9bffd8", "#3fbf99"),
  ],
  brand: [
    p("#f3f0ea", "#e7e2d8", "#161616", "#2b4cff", "#ff6b3d"),
    p("#f2efe9", "#e4ded2", "#141414", "#0f5c4a", "#e9b949"),
    p("#f4f1ec", "#e6e1d9", "#151515", "#7a1f3d", "#d9a86c"),
    p("#eef0f2", "#dde1e5", "#121417", "#111827", "#d4ff3f"),
    p("#f5efe6", "#e8dfd1", "#1a1410", "#c2410c", "#1e3a5f"),
    p("#eff3ee", "#dfe6dc", "#121712", "#2f7d32", "#f2c14e"),
  ],
  social: [
    p("#ff3d7f", "#ff7a59", "#ffffff", "#ffe45c", "#1b1b3a"),
    p("#3a2cff", "#7b5cff", "#ffffff", "#d4ff3f", "#ff7ac6"),
    p("#ffd23f", "#ffb03a", "#161616", "#ff3b30", "#1c39bb"),
    p("#00b3a4", "#00857a", "#ffffff", "#ffe66d", "#0b2545"),
    p("#111111", "#24242c", "#f4f1ea", "#d4ff3f", "#ff5fa2"),
    p("#f6efe4", "#eadfcd", "#151515", "#ff5a36", "#2e6bff"),
  ],
  web: [
    p("#1b1f3b", "#3b2c6b", "#f4f1ea", "#ff8a5b", "#ffd6c2"),
    p("#0f2027", "#2c5364", "#f4f1ea", "#4fd1c5", "#e6fffb"),
    p("#2b1a12", "#6b3a1f", "#fff7ef", "#e8b04b", "#fbe8c8"),
    p("#111318", "#2a2f3a", "#f4f1ea", "#d4ff3f", "#e9ffe0"),
    p("#3a0f2e", "#7a1f4f", "#fff1f6", "#ff9bc2", "#ffe1ec"),
    p("#102a1c", "#1f5a3a", "#effaf2", "#9be15d", "#e2f7d5"),
  ],
  motion: [
    p("#05060a", "#151a26", "#f4f1ea", "#4fb8ff", "#d4ff3f"),
    p("#07050a", "#211428", "#f4f1ea", "#ff4fd8", "#7a5cff"),
    p("#050807", "#10241c", "#f4f1ea", "#3dffb0", "#d4ff3f"),
    p("#0a0604", "#2a160b", "#f4f1ea", "#ff8a3d", "#ffd166"),
  ],
  brochure: [
    p("#1a1a1d", "#0d0d10", "#161616", "#e85d3a", "#f3efe7"),
    p("#23282a", "#111416", "#1a1a1a", "#2f6f5e", "#f2efe8"),
    p("#2a2320", "#141010", "#191614", "#c89b3c", "#f6f1e7"),
    p("#1c2030", "#0c0e16", "#141622", "#3f5bd9", "#f3f2ee"),
  ],
  portrait: [p("#1a1320", "#0b0a10", "#f4f1ea", "#ff9a62", "#7a5cff"), p("#0c1a1d", "#07090c", "#f4f1ea", "#62e0ff", "#d4ff3f")],
};

/** The palette for the nth item of a kind, with a seeded nudge so neighbours differ. */
export function paletteFor(kind: ArtKind, index: number, nudge: number): Palette {
  const list = PALETTES[kind];
  return list[(index + nudge) % list.length]!;
}
