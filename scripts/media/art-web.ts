// Web design: a browser window on a soft gradient desk, showing a site's landing page (nav,
// hero with headline and a photograph of what the business sells, a row of cards). Three hero
// layouts by page (split, full-bleed, mirrored); tall frames stack the hero.
import { darken, inkOn, lighten, mix } from "./color.ts";
import type { ArtSpec } from "./art-spec.ts";
import { brochurePhoto } from "./brochure-photos.ts";
import { blurFilter, circle, linearGradient, MONO, radialGradient, rect, SANS, svgDocument, text } from "./svg.ts";

const bar = (x: number, y: number, w: number, h: number, fill: string, opacity = 1) => rect(x, y, w, h, fill, `rx="${h / 2}" opacity="${opacity}"`);

/**
 * A wide site's three hero layouts, as fractions of the content's width (x, widths) and of the
 * window's height (y, heights): the headline's corner, then the picture's box.
 */
const WIDE_HEROES = [
  { text: [0, 0.26], img: [0.55, 0.1, 0.45, 0.46] }, // words left, picture right
  { text: [0.05, 0.42], img: [0, 0.08, 1, 0.52] }, // the picture full width, the words on it
  { text: [0.5, 0.26], img: [0, 0.1, 0.45, 0.46] }, // picture left, words right
] as const;

function wideHero({ text, img }: (typeof WIDE_HEROES)[number], inner: { x: number; y: number; w: number }, height: number) {
  const x = (fraction: number) => inner.x + inner.w * fraction;
  const y = (fraction: number) => inner.y + height * fraction;
  return { textX: x(text[0]), textY: y(text[1]), imgX: x(img[0]), imgY: y(img[1]), imgW: inner.w * img[2], imgH: height * img[3] };
}

export function webArt({ width, height, title, subtitle, page, palette }: ArtSpec): string {
  const unit = Math.min(width, height);
  const tall = height > width;
  const dark = page % 2 === 0;
  const site = dark ? darken(palette.bg, 0.35) : lighten(palette.accent2, 0.55);
  const siteInk = inkOn(site);
  const win = { x: width * 0.07, y: height * (tall ? 0.06 : 0.09), w: width * 0.86, h: height * (tall ? 0.9 : 0.86) };
  const chrome = unit * 0.045;
  const pad = win.w * 0.06;
  const inner = { x: win.x + pad, y: win.y + chrome + unit * 0.03, w: win.w - 2 * pad };
  const domain = `${title.toLowerCase().split(" ")[0]}.example`;
  const brand = title.split(" ")[0]!;
  const headline = title;
  const layout = tall ? -1 : (page - 1) % 3;
  const hero = tall
    ? { textX: inner.x, textY: inner.y + unit * 0.62, imgX: inner.x, imgY: inner.y + unit * 0.1, imgW: inner.w, imgH: unit * 0.42 }
    : wideHero(WIDE_HEROES[layout]!, inner, win.h);
  // On the full-bleed hero the headline sits on the photograph, in white over a shade.
  const heroInk = layout === 1 ? "#ffffff" : siteInk;
  const size = Math.min(unit * 0.07, ((tall ? inner.w : inner.w * 0.5) / Math.max(6, headline.length * 0.62)) * 1.1);
  const cardsY = tall ? hero.textY + unit * 0.28 : hero.imgY + hero.imgH + win.h * 0.07;
  const cardH = Math.max(0, Math.min(unit * 0.16, win.y + win.h - cardsY - unit * 0.03));
  const cardW = (inner.w - 2 * unit * 0.025) / 3;
  const defs = [
    linearGradient("desk", 45, [
      [0, palette.bg],
      [1, palette.bg2],
    ]),
    linearGradient("img", 30, [
      [0, palette.accent],
      [1, mix(palette.accent, palette.bg2, 0.6)],
    ]),
    blurFilter("shadow", unit * 0.03),
    radialGradient("glow", [
      [0, palette.accent, 0.35],
      [1, palette.accent, 0],
    ]),
    linearGradient("shade", 0, [
      [0, "#000000", 0.6],
      [0.6, "#000000", 0],
    ]),
    `<clipPath id="heroImg"><rect x="${hero.imgX}" y="${hero.imgY}" width="${hero.imgW}" height="${hero.imgH}" rx="${unit * 0.02}"/></clipPath>`,
  ].join("");
  const body = [
    rect(0, 0, width, height, "url(#desk)"),
    circle(width * 0.85, height * 0.15, unit * 0.45, "url(#glow)"),
    rect(win.x, win.y + unit * 0.025, win.w, win.h, "#000000", `rx="${unit * 0.02}" opacity="0.45" filter="url(#shadow)"`),
    rect(win.x, win.y, win.w, win.h, site, `rx="${unit * 0.02}"`),
    `<path d="M${win.x} ${win.y + chrome} V${win.y + unit * 0.02} a${unit * 0.02} ${unit * 0.02} 0 0 1 ${unit * 0.02} -${unit * 0.02} H${win.x + win.w - unit * 0.02} a${unit * 0.02} ${unit * 0.02} 0 0 1 ${unit * 0.02} ${unit * 0.02} V${win.y + chrome} Z" fill="${dark ? "#1d1d22" : "#e9e6e0"}"/>`,
    ...["#ff5f57", "#febc2e", "#28c840"].map((c, i) => circle(win.x + unit * (0.03 + i * 0.025), win.y + chrome / 2, unit * 0.008, c)),
    bar(win.x + win.w * 0.3, win.y + chrome * 0.25, win.w * 0.4, chrome * 0.5, dark ? "#2c2c33" : "#ffffff"),
    text(win.x + win.w * 0.5, win.y + chrome * 0.62, domain, {
      size: unit * 0.016,
      fill: dark ? "#a19e98" : "#55524c",
      family: MONO,
      anchor: "middle",
    }),
    // Navigation.
    text(inner.x, inner.y + unit * 0.02, brand, { size: unit * 0.028, fill: siteInk, weight: 700, family: SANS }),
    ...[0, 1, 2].map((i) =>
      bar(inner.x + inner.w * (tall ? 0.45 : 0.55) + i * unit * 0.08, inner.y + unit * 0.005, unit * 0.055, unit * 0.012, siteInk, 0.45),
    ),
    bar(inner.x + inner.w - unit * 0.12, inner.y - unit * 0.012, unit * 0.12, unit * 0.042, palette.accent),
    // Hero.
    `<g clip-path="url(#heroImg)">${rect(hero.imgX, hero.imgY, hero.imgW, hero.imgH, "url(#img)")}${brochurePhoto(`${title} ${subtitle}`, { x: hero.imgX, y: hero.imgY, w: hero.imgW, h: hero.imgH, accent: palette.accent, accent2: palette.accent2 })}${layout === 1 ? rect(hero.imgX, hero.imgY, hero.imgW, hero.imgH, "url(#shade)") : ""}</g>`,
    text(hero.textX, hero.textY, headline, { size, fill: heroInk, weight: 700, family: SANS, spacing: -size * 0.02 }),
    bar(hero.textX, hero.textY + size * 0.7, tall ? inner.w * 0.8 : inner.w * 0.42, unit * 0.014, heroInk, 0.35),
    bar(hero.textX, hero.textY + size * 0.7 + unit * 0.03, tall ? inner.w * 0.6 : inner.w * 0.32, unit * 0.014, heroInk, 0.35),
    bar(hero.textX, hero.textY + size * 0.7 + unit * 0.075, unit * 0.16, unit * 0.05, palette.accent),
    text(hero.textX + unit * 0.08, hero.textY + size * 0.7 + unit * 0.107, "Get started", {
      size: unit * 0.017,
      fill: inkOn(palette.accent),
      family: SANS,
      anchor: "middle",
      weight: 700,
    }),
    // Cards.
    ...(cardH > unit * 0.04
      ? [0, 1, 2].map((i) =>
          rect(
            inner.x + i * (cardW + unit * 0.025),
            cardsY,
            cardW,
            cardH,
            i === 1 ? mix(palette.accent, site, 0.55) : mix(siteInk, site, 0.9),
            `rx="${unit * 0.012}"`,
          ),
        )
      : []),
  ].join("");
  return svgDocument(width, height, defs, body);
}
