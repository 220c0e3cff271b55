// The endpoints the hostile-input suite attacks, as data: each with a body that is well formed
// but can never succeed (an unknown id, a wrong password), or, for endpoints whose valid body
// would be stored (`creates`), only with values that must be refused. Adding an endpoint to the
// API means adding it here, or to NOT_ATTACKED with the reason (tests/hostile-coverage.test.ts
// holds every endpoint of the contract to that); a declared list's are made from its contract
// (declared-attacks.ts), for every list of the registry.
import { seedStudio } from "../../src/features/seed/content.ts";
import { seedDocuments } from "../../src/features/seed/documents.ts";
import type { Part } from "./hostile-requests.ts";
import { LISTS } from "../../client/contract/lists.ts";
import { PAGE_IMAGE_UPLOAD_PATH, PAGE_VIDEO_UPLOAD_PATH } from "../../client/contract/page-media.ts";
import { listAttacks } from "./declared-attacks.ts";

export const UNKNOWN_ID = "4b0c7f2e-9d1a-4c55-8e0b-3f6a2d9c1e77";

/** Every declared list's attacks, from its contract. */
const DECLARED = await Promise.all(LISTS.map(async (list) => listAttacks(await list.contract(), UNKNOWN_ID)));

export type JsonEndpoint = { method: string; path: string; valid: Record<string, unknown>; creates?: boolean };

export const JSON_ENDPOINTS: JsonEndpoint[] = [
  { method: "POST", path: "/api/admin/login", valid: { username: "admin", password: "not-the-password" } },
  { method: "POST", path: "/api/admin/deletelogo", valid: { id: UNKNOWN_ID } },
  { method: "POST", path: "/api/admin/deleteclient", valid: { id: UNKNOWN_ID } },
  {
    method: "POST",
    path: "/api/admin/projects",
    valid: { title: "Hostile", family: "guidelines", tagline: "t", description: "d", status: "draft" },
    creates: true,
  },
  {
    method: "PATCH",
    path: `/api/admin/projects/${UNKNOWN_ID}`,
    valid: { title: "t", slug: "a-b", family: "guidelines", tagline: "t", description: "d", status: "draft", coverImageId: UNKNOWN_ID },
  },
  { method: "PUT", path: "/api/admin/projects/order", valid: { family: "guidelines", ids: [UNKNOWN_ID] } },
  { method: "PATCH", path: `/api/admin/projects/${UNKNOWN_ID}/images/${UNKNOWN_ID}`, valid: { alt: "a", decorative: false } },
  { method: "PUT", path: `/api/admin/projects/${UNKNOWN_ID}/images/order`, valid: { ids: [UNKNOWN_ID] } },
  {
    method: "PUT",
    path: `/api/admin/projects/${UNKNOWN_ID}/page/draft`,
    valid: { version: 0, content: { title: "t", tagline: "", description: "", film: null, images: [] } },
  },
  { method: "POST", path: `/api/admin/projects/${UNKNOWN_ID}/page/publish`, valid: { version: 0 } },
  { method: "PUT", path: "/api/admin/portfolio/posters/order", valid: { ids: [UNKNOWN_ID] } },
  { method: "PUT", path: "/api/admin/videos/playlist", valid: { playlistId: "PL1", apiKey: "k" }, creates: true },
  { method: "POST", path: "/api/admin/videos/films", valid: { title: "Hostile", url: "https://vimeo.com/1" }, creates: true },
  { method: "PATCH", path: `/api/admin/videos/films/${UNKNOWN_ID}`, valid: { title: "t" } },
  { method: "PUT", path: "/api/admin/videos/films/order", valid: { ids: [UNKNOWN_ID] } },
  { method: "PUT", path: "/api/admin/services/WebDesign/order", valid: { ids: [UNKNOWN_ID] } },
  { method: "PUT", path: "/api/admin/services/order", valid: { ids: ["no-such-service"] } },
  ...DECLARED.flatMap((list) => list.json),
  // No such record in the trash: a 404 whatever comes with it (a restore takes no body).
  { method: "POST", path: `/api/admin/trash/logos/${UNKNOWN_ID}/restore`, valid: {} },
  // No such revision: a 404 whatever comes with it (a revert takes no body).
  { method: "POST", path: `/api/admin/revisions/page:home/${UNKNOWN_ID}/revert`, valid: {} },
  { method: "PUT", path: "/api/admin/studio", valid: { ...seedStudio, version: 0 }, creates: true },
  // Valid names would put the studio's name in place of words the pages hold: only refused ones are sent.
  { method: "POST", path: "/api/admin/studio/earlier-names/replace", valid: { name: "Never Named", fullName: "Never Named Studio" }, creates: true },
  // A logo is shown whole, never cropped: no focal point can be set on it.
  { method: "PUT", path: "/api/admin/focus", valid: { src: "/images/logos/lumen.svg", x: 0.5, y: 0.5 } },
  { method: "POST", path: "/api/admin/setup", valid: { ...seedStudio, start: "sample" }, creates: true },
  // Version 0 is older than any page document's (they start at 1): a 409, never stored.
  { method: "PUT", path: "/api/admin/pages/home/draft", valid: { version: 0, content: seedDocuments.home } },
  { method: "DELETE", path: "/api/admin/pages/home/draft", valid: { version: 0 } },
  { method: "POST", path: "/api/admin/pages/home/publish", valid: { version: 0 } },
  { method: "POST", path: "/api/admin/login/code", valid: { challenge: "eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl", code: "123456" } },
  { method: "POST", path: "/api/admin/account/password", valid: { currentPassword: "not-the-password", newPassword: "a new password of 12+" } },
  { method: "POST", path: "/api/admin/account/2fa/enable", valid: { password: "not-the-password", code: "123456" } },
  { method: "POST", path: "/api/admin/account/2fa/disable", valid: { password: "not-the-password", code: "123456" } },
  { method: "POST", path: "/api/admin/account/2fa/recovery-codes", valid: { password: "not-the-password" } },
  { method: "PUT", path: "/api/admin/logos/order", valid: { ids: [UNKNOWN_ID] } },
  { method: "PUT", path: "/api/admin/reviews/order", valid: { ids: [UNKNOWN_ID] } },
  { method: "PATCH", path: `/api/admin/enquiries/${UNKNOWN_ID}`, valid: { status: "read" } },
  { method: "POST", path: "/api/admin/enquiries/status", valid: { ids: [UNKNOWN_ID], status: "archived" } },
  { method: "POST", path: "/api/admin/enquiries/delete", valid: { ids: [UNKNOWN_ID] } },
  // A place that does not exist: nothing to change.
  { method: "POST", path: "/api/admin/links/fix", valid: { use: `portfolio:${UNKNOWN_ID}`, from: "/portfolio", to: "/contact" } },
  // Names only a record that is not in the trash: nothing to delete forever.
  { method: "DELETE", path: "/api/admin/trash", valid: { items: [`logos/${UNKNOWN_ID}`] } },
  // Unknown records: a 404, nothing changed.
  { method: "POST", path: "/api/admin/bulk/logos", valid: { action: "delete", ids: [UNKNOWN_ID] } },
  { method: "POST", path: "/api/admin/bulk/portfolio-items", valid: { action: "move", ids: [UNKNOWN_ID], to: "cgi" } },
  { method: "POST", path: "/api/admin/trash/restore", valid: { items: [`logos/${UNKNOWN_ID}`] } },
];

export type FormEndpoint = {
  method: string;
  path: string;
  imageField: string;
  /** The text field that carries the hostile value. */
  text: (value: string) => Part;
  /** Parts that name the record (update forms). */
  idParts: Part[];
  /** The record the form targets does not exist: it may get as far as storing the image before its 404. */
  unknownTarget: boolean;
  /** Headers of its own: the public contact form is asked for its script's JSON answers. */
  headers?: Record<string, string>;
};

const field = (name: string) => (value: string) => ({ name, value });
const form = (method: string, path: string, text: FormEndpoint["text"], extra: Partial<FormEndpoint> = {}): FormEndpoint => ({
  method,
  path,
  imageField: "image",
  text,
  idParts: [],
  unknownTarget: false,
  ...extra,
});

export const FORM_ENDPOINTS: FormEndpoint[] = [
  form("POST", "/api/admin/addlogo", field("name")),
  form(
    "POST",
    "/api/admin/clients",
    (value) => ({ name: "client", value: JSON.stringify({ clientName: value, clientPryTitle: "ok", clientSryTitle: "ok" }) }),
    { imageField: "clientImg" },
  ),
  form("POST", "/api/admin/updatelogo", field("name"), { idParts: [{ name: "id", value: UNKNOWN_ID }], unknownTarget: true }),
  form("POST", "/api/admin/updateclient", field("clientName"), {
    imageField: "clientImg",
    idParts: [{ name: "id", value: UNKNOWN_ID }],
    unknownTarget: true,
  }),
  form("POST", `/api/admin/projects/${UNKNOWN_ID}/images`, field("alt"), { unknownTarget: true }),
  form("POST", "/api/admin/portfolio/posters/items", field("title")),
  form("PATCH", `/api/admin/portfolio/items/${UNKNOWN_ID}`, field("title"), { unknownTarget: true }),
  form("POST", "/api/admin/services/WebDesign/cards", field("title")),
  form("PATCH", `/api/admin/services/cards/${UNKNOWN_ID}`, field("title"), { unknownTarget: true }),
  // Streamed to disk by a parser of its own (src/platform/media/streamed-form.ts); an image in its
  // file field is not a video, so nothing sent here is stored.
  form("POST", PAGE_VIDEO_UPLOAD_PATH, field("note"), { imageField: "video" }),
  // Public: anyone may post. Without the page's time token every post is kept as spam (never
  // new, never mailed) or refused by the address's limit; its refusals never repeat the input.
  form("POST", "/contact", field("name"), { imageField: "attachments", headers: { accept: "application/json" } }),
];

export const PARAM_ENDPOINTS = [
  "/api/admin/logo/",
  "/api/admin/client/",
  "/api/page-data/",
  "/api/page-data/gallery/productvisualization/",
  "/api/page-data/service/",
  "/api/admin/projects/",
  "/api/admin/enquiries/",
  "/api/admin/links/project/",
  "/api/admin/pages/",
  "/api/admin/revisions/",
  `/api/admin/enquiries/${UNKNOWN_ID}/attachments/`,
];

export const READ_ENDPOINTS = [
  "/api/admin/dashboard",
  "/api/admin/links/pages",
  "/api/admin/links/dead",
  "/api/admin/logos",
  "/api/admin/clients",
  "/api/videos",
  "/api/health",
  "/api/admin/projects",
  "/api/admin/portfolio?tab=posters&q=50%25_off&page=2",
  "/api/admin/videos",
  "/api/admin/studio",
  "/api/admin/studio/earlier-names?name=Never%20Named&fullName=Never%20Named%20Studio",
  "/api/admin/setup",
  "/api/admin/settings/limits",
  "/api/admin/account",
  "/api/admin/trash",
  "/api/admin/mail",
  "/api/admin/enquiries",
  "/api/admin/enquiries/count",
  "/api/admin/enquiries/export.csv",
  "/api/admin/focus?src=/images/about-960.webp",
  "/api/admin/projects/list?q=boat&status=draft&page=2",
  "/api/admin/projects/counts",
  "/api/admin/projects/choices",
  "/api/admin/links/to?href=/animation",
  "/api/admin/pages",
  "/api/admin/pages/service-animation/preview-data",
  ...DECLARED.flatMap((list) => list.reads),
  // Not /api/admin/activity: it rightly lists the usernames this suite's failed sign-ins tried
  // (stored text, as JSON), which the echo check cannot tell from a reflection. Its own suite
  // (tests/api/activity.test.ts) sends it bad cursors and limits.
];

/** Paths whose methods are tried at random: every endpoint above, and the content deletes. */
export const METHOD_PATHS = [
  ...new Set([...JSON_ENDPOINTS.map((e) => e.path), ...FORM_ENDPOINTS.map((e) => e.path), ...READ_ENDPOINTS]),
  `/api/admin/projects/${UNKNOWN_ID}`,
  `/api/admin/portfolio/items/${UNKNOWN_ID}`,
  `/api/admin/services/cards/${UNKNOWN_ID}`,
  `/api/admin/enquiries/${UNKNOWN_ID}`,
  `/api/admin/projects/${UNKNOWN_ID}/page`,
  ...DECLARED.flatMap((list) => list.methods),
  // Bodiless actions: a valid token would really sign out, start enrolment or restore, so only
  // odd methods and query strings are sent to them.
  "/api/admin/logout",
  "/api/admin/logout-all",
  "/api/admin/account/2fa/setup",
  "/api/admin/backup",
  "/api/admin/restore",
  // Stores any valid image it is sent, with no text to refuse it by: odd methods only.
  PAGE_IMAGE_UPLOAD_PATH,
  `/api/admin/trash/logos/${UNKNOWN_ID}`,
  `/api/admin/trash/batch/${UNKNOWN_ID}`,
  `/api/admin/trash/logos/${UNKNOWN_ID}/restore`,
];

/**
 * Endpoints of the contract (client/contract/endpoints/) this suite leaves alone, by "METHOD path",
 * each with why and where they meet bad input instead.
 */
export const NOT_ATTACKED: Record<string, string> = {
  "GET /api/admin/activity":
    "lists the usernames this suite's failed sign-ins tried (stored text, as JSON), which the echo check cannot tell from a reflection; tests/api/activity.test.ts sends it bad cursors and limits",
  "POST /api/admin/studio/mark":
    "stores any image it is sent and has no text to refuse it by, and its odd methods include DELETE, which removes the mark; tests/api/studio-mark.test.ts sends it files that are no image",
  "DELETE /api/admin/studio/mark": "removes the studio's mark, with no input to refuse; tests/api/studio-mark.test.ts",
  "DELETE /api/admin/videos/playlist/key": "forgets the saved video key, with no input to refuse; tests/api/films.test.ts",
  // Bodiless actions that a valid token would really carry out: odd methods and a polluted query
  // only (METHOD_PATHS).
  "POST /api/admin/logout": "signs the suite's own token out; odd methods only",
  "POST /api/admin/logout-all": "signs every session out; odd methods only",
  "POST /api/admin/account/2fa/setup": "starts a two-factor enrolment; odd methods only (tests/api/two-factor.test.ts)",
  "POST /api/admin/backup": "makes a whole backup; odd methods only (tests/backup.test.ts)",
  "POST /api/admin/restore": "replaces the site; odd methods only (tests/backup-refusals.test.ts sends it hostile archives)",
  "POST /api/admin/pages/media/images":
    "stores any valid image it is sent, with no text to refuse it by; odd methods only (tests/api/page-media.test.ts)",
};
