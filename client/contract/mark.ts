// The studio's mark: a monogram drawn from the initials of its name, or an image the owner
// uploaded (re-encoded by the server, never served as the owner's own file). It stands in the
// header, the footer and the mobile menu, and the browser's icons and the link preview image are
// made from it. The icons' addresses carry the mark's version, so a new mark is fetched at once
// while an unchanged one is kept by browsers for good.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer } from "./common.ts";
import { UUID_V7 } from "./documents/fields.ts";
import { initialsOf } from "./initials.ts";

const MARK_KEY = `^marks/${UUID_V7}\\.webp$`;

export const Mark = t.Union(
  [
    t.Object({ kind: t.Literal("monogram") }, { additionalProperties: false }),
    t.Object(
      {
        kind: t.Literal("image"),
        key: t.String({ pattern: MARK_KEY }),
        width: t.Integer({ minimum: 1, maximum: 4096 }),
        height: t.Integer({ minimum: 1, maximum: 4096 }),
      },
      { additionalProperties: false },
    ),
  ],
  { title: "Mark" },
);
export type Mark = Static<typeof Mark>;

export const MONOGRAM: Mark = { kind: "monogram" };

/** What a mark's files are named after: changes with the mark (a new upload, another initial). */
export function markVersion(mark: Mark, name: string): string {
  const source = mark.kind === "image" ? mark.key : `monogram:${initialsOf(name)}`;
  let hash = 5381;
  for (const char of source) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

/** The sizes the icons are made in: the tab's, the home screen's (Apple's), the installed app's. */
export const ICON_SIZES = { favicon: 32, touch: 180, app: [192, 512] } as const;

/** The icons' and the link preview's addresses (src/features/studio/icon-routes.ts answers them). */
export const ICON_PATHS = {
  svg: "/favicon.svg",
  ico: "/favicon.ico",
  png: (size: number) => `/icons/${size}.png`,
  touch: "/apple-touch-icon.png",
  manifest: "/site.webmanifest",
  preview: "/icons/preview.png",
} as const;

/** The link preview's size: what the social sites show large. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

export type IconLink = { rel: string; href: string; type?: string; sizes?: string };

/** The <head> links to the icons of this mark, each address with its version. */
export function iconLinks(mark: Mark, name: string): IconLink[] {
  const v = `?v=${markVersion(mark, name)}`;
  const favicon = ICON_SIZES.favicon;
  return [
    ...(mark.kind === "monogram" ? [{ rel: "icon", href: ICON_PATHS.svg + v, type: "image/svg+xml" }] : []),
    { rel: "icon", href: ICON_PATHS.png(favicon) + v, type: "image/png", sizes: `${favicon}x${favicon}` },
    { rel: "apple-touch-icon", href: ICON_PATHS.touch + v, sizes: `${ICON_SIZES.touch}x${ICON_SIZES.touch}` },
    { rel: "manifest", href: ICON_PATHS.manifest + v },
  ];
}

/** The link preview image of a page that has none of its own. */
export const previewImage = (mark: Mark, name: string) => `${ICON_PATHS.preview}?v=${markVersion(mark, name)}`;

export const MARK_MESSAGES = {
  saved: "Mark saved: the header, footer, menu and icons show it",
  monogram: "The monogram of your initials is back",
  imageLabel: "Mark",
  imageRequired: "Choose an SVG or image file for the mark",
  script: "This SVG holds scripts or event handlers. Export it again as a plain SVG, or as a PNG.",
} as const;

export const MarkAnswer = Answer({ mark: Mark });
export type MarkAnswer = Static<typeof MarkAnswer>;
