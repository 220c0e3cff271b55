// docs/OPERATIONS.md's nginx example is what operators paste in front of the app: it must let
// through the largest body each route takes at the app's defaults (a proxy that refuses a
// restore or a video first is the app refusing it, with nginx's page instead of its message).
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { PAGE_IMAGE_UPLOAD_PATH, PAGE_VIDEO_UPLOAD_PATH, VIDEO_DEFAULTS } from "../client/contract/page-media.ts";
import { DEFAULT_UPLOAD_MAX_BYTES, loadConfig } from "../src/platform/config.ts";
import { FORM_ENVELOPE_BYTES } from "../src/platform/http/body-limit.ts";
import { RESTORE_PATH } from "../src/platform/backup/routes.ts";

const doc = await Bun.file(join(import.meta.dir, "../docs/OPERATIONS.md")).text();
const nginx = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1] ?? "";
const UNITS: Record<string, number> = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** The body limit nginx applies to `path`: its location's, else the server's (prefix, exact and regex locations as written). */
function bodyLimitFor(path: string): number {
  const locations = [...nginx.matchAll(/location (=|~)? ?(\S+) \{([^}]*)\}/g)].map(([, kind, pattern, body]) => ({
    kind,
    pattern: pattern!,
    body: body!,
  }));
  const exact = locations.find((l) => l.kind === "=" && l.pattern === path);
  const regex = locations.find((l) => l.kind === "~" && new RegExp(l.pattern).test(path));
  const prefix = locations.filter((l) => !l.kind && path.startsWith(l.pattern)).sort((a, b) => b.pattern.length - a.pattern.length)[0];
  const chosen = exact ?? regex ?? prefix;
  expect(chosen?.body ?? "").toContain("proxy_pass http://127.0.0.1:3000;");
  const size = (text: string) => /client_max_body_size (\d+)([kmg]?);/i.exec(text);
  const found = size(chosen?.body ?? "") ?? size(nginx.replace(/location[^{]*\{[^}]*\}/g, ""));
  return found ? Number(found[1]) * UNITS[found[2]!.toLowerCase()]! : 0;
}

describe("docs/OPERATIONS.md's nginx example", () => {
  test("takes the app's largest restore, video and image upload on their paths, and a small limit elsewhere", () => {
    const config = loadConfig({});
    expect(bodyLimitFor(RESTORE_PATH)).toBeGreaterThanOrEqual(config.backupMaxBytes);
    expect(bodyLimitFor(PAGE_VIDEO_UPLOAD_PATH)).toBeGreaterThanOrEqual(VIDEO_DEFAULTS.maxBytes + FORM_ENVELOPE_BYTES);
    expect(bodyLimitFor(PAGE_IMAGE_UPLOAD_PATH)).toBeGreaterThanOrEqual(DEFAULT_UPLOAD_MAX_BYTES + FORM_ENVELOPE_BYTES);
    expect(bodyLimitFor("/")).toBeLessThanOrEqual(1024 * 1024);
  });

  test("waits long enough for a restore and a video, and streams them through", () => {
    for (const path of [RESTORE_PATH, PAGE_VIDEO_UPLOAD_PATH]) {
      const location = nginx.split("location").find((block) => block.includes(path.split("/").at(-1)!)) ?? "";
      expect(location).toContain("proxy_request_buffering off;");
      expect(Number(/proxy_read_timeout (\d+)s;/.exec(location)?.[1] ?? 0)).toBeGreaterThanOrEqual(600);
    }
  });
});
