// Reviewer avatars: abstract portraits at 256x256, one hair shape and palette per name, and
// the neutral default.svg shown when a review has no picture (or it fails to load).
import sharp from "sharp";
import { type Hair, portraitSvg } from "./portrait.ts";
import type { Palette } from "./palettes.ts";
import { seeded } from "./random.ts";

const AVATAR_SIZE = 256;

const AVATARS: Record<string, { hair: Hair; palette: Palette }> = {
  priya: { hair: "long", palette: { bg: "#3a1d3f", bg2: "#140b18", ink: "#fff", accent: "#ff9a62", accent2: "#ff5fa2" } },
  daniel: { hair: "short", palette: { bg: "#10283a", bg2: "#060d14", ink: "#fff", accent: "#62e0ff", accent2: "#3d6bff" } },
  meera: { hair: "bun", palette: { bg: "#2f2a12", bg2: "#0f0d05", ink: "#fff", accent: "#ffd166", accent2: "#ff7a3d" } },
  hana: { hair: "curls", palette: { bg: "#1d2f26", bg2: "#08110c", ink: "#fff", accent: "#9bffd8", accent2: "#d4ff3f" } },
  arjun: { hair: "crop", palette: { bg: "#2a1a12", bg2: "#0e0805", ink: "#fff", accent: "#ffb38a", accent2: "#ff4b3a" } },
  rahul: { hair: "short", palette: { bg: "#1e1b3d", bg2: "#0a0916", ink: "#fff", accent: "#b59bff", accent2: "#5d7dff" } },
  emily: { hair: "long", palette: { bg: "#12303a", bg2: "#051116", ink: "#fff", accent: "#d4ff3f", accent2: "#3fbf99" } },
};

export const AVATAR_NAMES = Object.keys(AVATARS);

export async function avatarWebp(name: string): Promise<Buffer> {
  const design = AVATARS[name];
  if (!design) throw new Error(`no avatar design for "${name}"`);
  const svg = portraitSvg(
    {
      width: AVATAR_SIZE * 2,
      height: AVATAR_SIZE * 2,
      title: name,
      subtitle: "",
      page: 1,
      index: 1,
      rng: seeded(`avatar:${name}`),
      palette: design.palette,
    },
    design.hair,
  );
  return sharp(Buffer.from(svg)).resize(AVATAR_SIZE, AVATAR_SIZE).webp({ quality: 80, effort: 6 }).toBuffer();
}

/** The fallback: a quiet grey silhouette, as SVG so it is tiny and sharp at any size. */
export const DEFAULT_AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="Reviewer">
<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="#2a2a33"/><stop offset="1" stop-color="#111116"/></radialGradient></defs>
<rect width="256" height="256" fill="url(#bg)"/>
<ellipse cx="128" cy="104" rx="40" ry="46" fill="#5b5b66"/>
<path d="M111 142 V160 Q40 166 30 256 H226 Q216 166 145 160 V142 Z" fill="#5b5b66"/>
</svg>
`;
