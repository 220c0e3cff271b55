// Sent with every response. Scripts only from this origin: the hydration data is inert JSON,
// and no page suspends on the server, so React never needs an inline script. The one inline
// script allowed, by its hash, holds a sign-in submitted before the scripts arrive.
import { Elysia } from "elysia";
import { HOLD_SUBMIT_CSP_SOURCE } from "./hold-submit.ts";

const CSP = [
  "default-src 'self'",
  `script-src 'self' ${HOLD_SUBMIT_CSP_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://i.ytimg.com",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": CSP,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/**
 * Only the admin's screens keep other sites' windows away (COOP): they hold the owner's session.
 * A public page holds nothing of its visitor's, and there the header costs every visitor who
 * arrives from another site: the browser must move the page into a new browsing context group
 * once the answer's headers are in, which in Chrome means a fresh renderer on the critical path
 * (the navigation's commit took twice as long here: docs/PERFORMANCE.md).
 */
export const ADMIN_SCREEN_HEADERS: Record<string, string> = {
  "cross-origin-opener-policy": "same-origin",
};

/** A year; without includeSubDomains, since other hosts of the studio's domain are not ours. */
export const HSTS = "max-age=31536000";

/**
 * HSTS only on an answer the browser received over HTTPS: behind our own proxy (TRUST_PROXY) the
 * proxy says so in X-Forwarded-Proto (its first entry, the scheme the visitor used); over plain
 * HTTP the header means nothing and would only be ignored.
 */
export function cameOverHttps(request: Request, trustProxy: boolean): boolean {
  if (request.url.startsWith("https:")) return true;
  return trustProxy && forwardedHttps(request.headers);
}

/** What our proxy says of the visitor's scheme: HTTPS. `headers`: the request's, read once by a caller that needs them for more. */
export function forwardedHttps(headers: Headers): boolean {
  const proto = headers.get("x-forwarded-proto");
  return proto !== null && proto.split(",")[0]!.trim().toLowerCase() === "https";
}

export function securityHeaders({ trustProxy = false } = {}) {
  return new Elysia({ name: "security-headers" }).onRequest(({ request, set }) => {
    Object.assign(set.headers, SECURITY_HEADERS);
    if (cameOverHttps(request, trustProxy)) set.headers["strict-transport-security"] = HSTS;
  });
}
