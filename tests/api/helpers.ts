// Small builders for the admin API suites: authorised requests, forms, and files of each kind.
import { expect } from "bun:test";
import sharp from "sharp";
import { DEFAULT_UPLOAD_MAX_BYTES } from "../../src/platform/config.ts";
import { adminToken } from "../support/admin-api.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

export const UNKNOWN_ID = "4b0c7f2e-9d1a-4c55-8e0b-3f6a2d9c1e77";

export const DAY = 24 * 60 * 60 * 1000;

/** An uploaded file's object key, from the URL the API answers with (/media/<key>). */
export const keyOf = (url: string) => url.replace(/^\/media\//, "");

export function api(t: TestApp, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  return {
    get: (path: string) => t.request(path, { headers: auth }),
    json: (path: string, body: unknown, method = "POST") =>
      t.request(path, { method, headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(body) }),
    form: (path: string, fields: Record<string, string | File>, headers: Record<string, string> = {}, method = "POST") => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return t.request(path, { method, headers: { ...auth, ...headers }, body: form });
    },
    delete: (path: string) => t.request(path, { method: "DELETE", headers: auth }),
    /** A create's answer: 201, and the record it holds under `key` (its `item`, `tab`, `project`...). */
    created: async (response: Response, key: string): Promise<any> => {
      expect(response.status).toBe(201);
      return (await json(response))[key];
    },
  };
}

export async function imageFile(name = "art.png", width = 320, height = 160, color = "#d4ff3f"): Promise<File> {
  const png = await sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], name, { type: "image/png" });
}

/** 3200 x 800: blue, with its right tenth red (a crop of any card's shape from the centre shows none of it). */
export async function redEdgeImage(): Promise<File> {
  const red = await sharp({ create: { width: 320, height: 800, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  const png = await sharp({ create: { width: 3200, height: 800, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, left: 2880, top: 0 }])
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], "edge.png", { type: "image/png" });
}

export function textFileNamedPng(): File {
  return new File(["this is plain text pretending to be a picture"], "logo.png", { type: "image/png" });
}

/** A real PNG header followed by padding: 26 MB, over the default limit (25 MB). */
export function overLimitFile(): File {
  const bytes = new Uint8Array(DEFAULT_UPLOAD_MAX_BYTES + 1024 * 1024);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], "huge.png", { type: "image/png" });
}

export async function json(response: Response): Promise<{ success: boolean; message: string } & Record<string, any>> {
  return (await response.json()) as never;
}

/** method, path, and a well-formed JSON body (or none): the token, not the input, is what is refused. */
export type Endpoint = [method: string, path: string, body?: unknown];

const FORGED = "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.forged";

/** Each endpoint answers 401 JSON with no token and with a forged one. */
export async function expectUnauthorized(t: TestApp, [method, path, body]: Endpoint): Promise<void> {
  for (const auth of [{}, { authorization: FORGED }] as Record<string, string>[]) {
    const headers = body === undefined ? auth : { ...auth, "content-type": "application/json" };
    const response = await t.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 401`);
    expect((await json(response)).success).toBe(false);
  }
}

/** A test app on fresh stores, its admin's token, and an API caller signed in with it. */
export async function adminApp(): Promise<{ t: TestApp; token: string; call: ReturnType<typeof api> }> {
  const t = await startTestApp();
  const token = await adminToken(t);
  return { t, token, call: api(t, token) };
}
