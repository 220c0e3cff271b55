// Client logos for the home strip: a geometric mark and a wordmark in light tones on a
// transparent 240x80 canvas, so they read on the site's dark strip. Text uses generic system
// fonts because an SVG shown through <img> cannot load the page's web fonts.
import logoDesigns from "./logos.json";

const FONT = "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";
const SERIF_FONT = "Georgia, 'DejaVu Serif', serif";
const INK = "#f4f1ea";

type Wordmark = { text: string; weight: number; spacing: number; serif?: boolean };
type LogoDesign = { mark: string; word: Wordmark; tint: string };

/** Marks drawn inside a 64x64 box at (8, 8). */
const MARKS = {
  sun: (tint: string) =>
    `<circle cx="40" cy="40" r="12" fill="${tint}"/>` +
    Array.from(
      { length: 12 },
      (_, i) => `<rect x="38.5" y="14" width="3" height="8" rx="1.5" fill="${INK}" transform="rotate(${i * 30} 40 40)"/>`,
    ).join(""),
  north: (tint: string) => `<path d="M40 10 L64 66 L40 54 L16 66 Z" fill="${INK}"/><path d="M40 10 L40 54 L16 66 Z" fill="${tint}"/>`,
  wing: (tint: string) => `<path d="M10 50 Q34 14 70 18 Q46 30 40 52 Z" fill="${INK}"/><path d="M22 58 Q40 40 62 40 Q46 48 40 62 Z" fill="${tint}"/>`,
  petals: (tint: string) =>
    [0, 45, 90, 135]
      .map(
        (a, i) =>
          `<ellipse cx="40" cy="40" rx="8" ry="26" fill="${i % 2 ? tint : INK}" opacity="${i % 2 ? 1 : 0.9}" transform="rotate(${a} 40 40)"/>`,
      )
      .join(""),
  orbit: (tint: string) =>
    `<circle cx="40" cy="40" r="24" fill="none" stroke="${INK}" stroke-width="5"/><circle cx="60" cy="22" r="8" fill="${tint}"/>`,
  waves: (tint: string) =>
    [22, 38, 54]
      .map(
        (y, i) =>
          `<path d="M10 ${y} q7.5 -9 15 0 t15 0 t15 0 t15 0" fill="none" stroke="${i === 1 ? tint : INK}" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join(""),
  horizon: (tint: string) =>
    `<path d="M14 50 A26 26 0 0 1 66 50 Z" fill="${tint}"/><rect x="8" y="56" width="64" height="5" rx="2.5" fill="${INK}"/><rect x="20" y="65" width="40" height="4" rx="2" fill="${INK}" opacity="0.7"/>`,
  ridges: (tint: string) => `<path d="M6 66 L30 26 L46 50 L56 36 L74 66 Z" fill="${INK}"/><path d="M30 26 L38 39 L30 36 L23 38 Z" fill="${tint}"/>`,
  peak: (tint: string) =>
    `<path d="M8 68 L40 12 L72 68 Z" fill="none" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/><path d="M28 68 L40 46 L52 68 Z" fill="${tint}"/>`,
  dunes: (tint: string) =>
    `<path d="M6 56 Q26 30 46 48 T74 40 V68 H6 Z" fill="${tint}"/><path d="M6 66 Q30 44 52 58 T74 54 V70 H6 Z" fill="${INK}"/>`,
  gem: (tint: string) =>
    `<path d="M20 26 L60 26 L72 38 L40 70 L8 38 Z" fill="${INK}"/><path d="M20 26 L30 38 L40 26 L50 38 L60 26 L72 38 H8 Z" fill="${tint}"/><path d="M30 38 L40 70 L50 38 Z" fill="${tint}" opacity="0.55"/>`,
  dot: (tint: string) =>
    `<circle cx="40" cy="40" r="28" fill="none" stroke="${INK}" stroke-width="5"/><circle cx="40" cy="40" r="12" fill="${tint}"/>`,
  bolt: (tint: string) => `<path d="M46 8 L18 46 H38 L32 72 L62 32 H42 Z" fill="${tint}"/><path d="M46 8 L18 46 H38 Z" fill="${INK}"/>`,
} satisfies Record<string, (tint: string) => string>;

type MarkName = keyof typeof MARKS;

/** Each seeded client's logo: its mark, tint and wordmark (logos.json, data the art is drawn from). */
const LOGOS: Record<string, { mark: MarkName; tint: string; word: Wordmark }> = Object.fromEntries(
  Object.entries(logoDesigns).map(([slug, design]) => {
    if (!(design.mark in MARKS)) throw new Error(`logos.json: ${slug} names no mark of MARKS (${design.mark})`);
    return [slug, design as { mark: MarkName; tint: string; word: Wordmark }];
  }),
);

export const LOGO_SLUGS = Object.keys(LOGOS);

/** Font size so the wordmark fits the 148px right of the mark (capitals run wider). */
function wordSize({ text, spacing, serif }: Wordmark): number {
  const capitals = text === text.toUpperCase();
  const em = capitals ? 0.72 : serif ? 0.56 : 0.6;
  const width = text.length * em + (text.length * spacing) / 26;
  return Math.min(28, Math.floor(146 / width));
}

function logoSvg({ mark, word, tint }: LogoDesign): string {
  const size = wordSize(word);
  const family = word.serif ? SERIF_FONT : FONT;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${word.text}">`,
    `<g transform="translate(4 0)">${mark}</g>`,
    `<text x="88" y="${40 + size * 0.36}" font-family="${family}" font-size="${size}" font-weight="${word.weight}" letter-spacing="${word.spacing}" fill="${INK}">${word.text}</text>`,
    `<rect x="88" y="${40 + size * 0.36 + 8}" width="${Math.round(size * 0.9)}" height="2" fill="${tint}"/>`,
    `</svg>\n`,
  ].join("");
}

export function logoFile(slug: string): string {
  const design = LOGOS[slug];
  if (!design) throw new Error(`no logo design for "${slug}"`);
  return logoSvg({ mark: MARKS[design.mark](design.tint), word: design.word, tint: design.tint });
}
