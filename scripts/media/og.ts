// The Open Graph card (1200x630 JPEG): the studio's name and tagline over the site's dark
// atmosphere, as link previews show it.
import sharp from "sharp";
import { seedStudio as studio } from "../../src/features/seed/content.ts";
import { seedDocuments } from "../../src/features/seed/documents.ts";
import { blurFilter, circle, fitSize, linearGradient, MONO, radialGradient, rect, SANS, svgDocument, text } from "./svg.ts";

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;

function ogSvg(): string {
  const W = OG_WIDTH;
  const H = OG_HEIGHT;
  const defs = [
    linearGradient("bg", 90, [
      [0, "#0d0d14"],
      [1, "#050507"],
    ]),
    radialGradient("violet", [
      [0, "#5b3cff", 0.75],
      [1, "#5b3cff", 0],
    ]),
    radialGradient("lime", [
      [0, "#d4ff3f", 0.45],
      [1, "#d4ff3f", 0],
    ]),
    blurFilter("blur", 30),
  ].join("");
  const name = studio.name.toUpperCase();
  const body = [
    rect(0, 0, W, H, "url(#bg)"),
    circle(W * 0.78, H * 0.3, 360, "url(#violet)"),
    circle(W * 0.95, H * 0.85, 260, "url(#lime)"),
    `<circle cx="${W * 0.8}" cy="${H * 0.44}" r="170" fill="none" stroke="#f4f1ea" stroke-opacity="0.18" stroke-width="2"/>`,
    circle(W * 0.8 + 120, H * 0.44 - 120, 10, "#d4ff3f"),
    text(72, 100, studio.fullName.toUpperCase(), { size: 22, fill: "#a19e98", family: MONO, spacing: 6 }),
    text(64, 380, name, { size: fitSize(name, 760, 230, 0.78), fill: "#f4f1ea", weight: 700, family: SANS, spacing: -4 }),
    rect(72, 430, 96, 6, "#d4ff3f"),
    text(72, 500, seedDocuments.site.tagline, { size: 34, fill: "#f4f1ea", family: SANS }),
    text(72, 560, "3D · Branding · Motion · Web · Social", { size: 22, fill: "#a19e98", family: SANS, spacing: 1 }),
  ].join("");
  return svgDocument(W, H, defs, body);
}

export async function ogJpeg(): Promise<Buffer> {
  return sharp(Buffer.from(ogSvg())).jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: "4:4:4" }).toBuffer();
}
