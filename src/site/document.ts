// The HTML around React's output. The head is complete before rendering starts (title and
// meta come from the route table), so the first bytes can leave at once.
import type { PageMeta } from "../../client/routes.tsx";
import { INITIAL_DATA_ID, type InitialData } from "../../client/contract/page-data.ts";
import type { IconLink } from "../../client/contract/mark.ts";
import { DEV_RELOAD_SCRIPT } from "../platform/http/dev-reload.ts";
import { HOLD_SUBMIT_SCRIPT } from "../platform/http/hold-submit.ts";

export type DocumentParts = {
  meta: PageMeta;
  /** Absolute URL of this page, without query but a list's ?page=; null for the 404 page, which has none of its own. */
  canonical: string | null;
  /** A list's page: the absolute URLs of the pages before and after it, where there are such. */
  pageLinks?: { prev: string | null; next: string | null };
  siteName: string;
  publicUrl: string;
  /** The browser's icons, made from the studio's mark. */
  icons: IconLink[];
  /** The link preview image of a page that names none. */
  previewImage: string;
  css: string[];
  entry: string;
  /** The chunks the entry loads once the page is painted (client/entry.tsx). */
  chunks: string[];
  initial: InitialData;
  /** Development only: the id of the server that renders the page, which reloads when another answers. */
  devReload?: string;
};

export function documentHead(parts: DocumentParts): string {
  const { meta } = parts;
  const image = new URL(meta.image?.src ?? parts.previewImage, parts.publicUrl).href;
  const robots = meta.private ? `<meta name="robots" content="noindex, nofollow">` : "";
  return (
    `<!doctype html><html lang="en"><head>` +
    `<meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">` +
    `<title>${text(meta.title)}</title>` +
    `<meta name="description" content="${attr(meta.description)}">` +
    robots +
    // Before the stylesheet: a sign-in typed and sent while the page is still loading is held.
    (meta.private ? `<script>${HOLD_SUBMIT_SCRIPT}</script>` : "") +
    (parts.canonical ? `<link rel="canonical" href="${attr(parts.canonical)}">` : "") +
    (parts.pageLinks?.prev ? `<link rel="prev" href="${attr(parts.pageLinks.prev)}">` : "") +
    (parts.pageLinks?.next ? `<link rel="next" href="${attr(parts.pageLinks.next)}">` : "") +
    `<meta property="og:type" content="website">` +
    `<meta property="og:site_name" content="${attr(parts.siteName)}">` +
    `<meta property="og:title" content="${attr(meta.title)}">` +
    `<meta property="og:description" content="${attr(meta.description)}">` +
    (parts.canonical ? `<meta property="og:url" content="${attr(parts.canonical)}">` : "") +
    `<meta property="og:image" content="${attr(image)}">` +
    (meta.image?.width && meta.image.height
      ? `<meta property="og:image:width" content="${meta.image.width}"><meta property="og:image:height" content="${meta.image.height}">`
      : "") +
    `<meta name="twitter:card" content="summary_large_image">` +
    `<meta name="theme-color" content="#07070a">` +
    parts.icons.map(iconLink).join("") +
    FONT_PRELOADS +
    parts.css.map((href) => `<link rel="stylesheet" href="${attr(href)}">`).join("") +
    // Not modulepreloaded here: the app's code waits until the page is painted.
    `<script type="module" src="${attr(parts.entry)}" data-chunks="${attr(parts.chunks.join(" "))}" fetchpriority="low"></script>` +
    (parts.devReload ? `<script src="${DEV_RELOAD_SCRIPT}" data-server="${attr(parts.devReload)}" defer></script>` : "") +
    `</head><body><div id="root">`
  );
}

function iconLink({ rel, href, type, sizes }: IconLink): string {
  return `<link rel="${attr(rel)}" href="${attr(href)}"${type ? ` type="${attr(type)}"` : ""}${sizes ? ` sizes="${attr(sizes)}"` : ""}>`;
}

/** The basic subsets every page uses (client/styles/fonts.css), fetched in parallel with the stylesheet. */
const FONT_PRELOADS = ["space-grotesk-basic-wght-normal", "inter-basic-wght-normal"]
  .map((name) => `<link rel="preload" href="/fonts/${name}.woff2" as="font" type="font/woff2" crossorigin>`)
  .join("");

export function documentTail(initial: InitialData): string {
  return `</div><script type="application/json" id="${INITIAL_DATA_ID}">${jsonForScript(initial)}</script></body></html>`;
}

/**
 * JSON that is safe inside a <script> element: no stored text can close the element or open
 * a comment, and U+2028/U+2029 are escaped for old parsers. JSON.parse reads it back unchanged.
 */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function text(value: string): string {
  return value.replace(/[&<>]/g, (c) => ESCAPES[c]!);
}

function attr(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
