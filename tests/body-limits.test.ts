// Request bodies are limited while they are read, per route, whatever the framing: on a
// listening server (app.handle has no body limit), a body sent in chunks without a length is
// refused once its route's limit has been read, the connection is closed, and the server
// neither receives the rest nor holds it.
import { describe, expect, test } from "bun:test";
import { REQUEST_TOO_LARGE, tooLargeMessage } from "../client/contract/common.ts";
import { JSON_BODY_MAX_BYTES, SIGN_IN_BODY_MAX_BYTES } from "../src/platform/http/body-limit.ts";
import { pngImage } from "./support/admin-api.ts";
import { sendChunked } from "./support/chunked-body.ts";
import { listeningSuite } from "./support/listening-suite.ts";

const MB = 1024 * 1024;
/** What a body may take beyond its limit before it is cut: socket buffers on both sides. */
const IN_FLIGHT = 8 * MB;

const suite = listeningSuite();
const url = (path: string) => suite.server.url + path;

describe("chunked bodies are refused once the route's limit is read", () => {
  test("sign-in: 413 after a few KB of a 500 MB body, the connection closed, the server's memory flat", async () => {
    const before = process.memoryUsage.rss();
    const answers = await Promise.all([1, 2, 3].map(() => sendChunked(url("/api/admin/login"), 500 * MB)));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 413, connection: "close", message: REQUEST_TOO_LARGE });
      expect(answer.sentBytes).toBeLessThan(SIGN_IN_BODY_MAX_BYTES + IN_FLIGHT);
    }
    // Without the count, each body was held whole (three times 500 MB).
    expect(process.memoryUsage.rss() - before).toBeLessThan(100 * MB);
  }, 90_000);

  test("the code step: 413, the connection closed", async () => {
    const answer = await sendChunked(url("/api/admin/login/code"), 200 * MB);
    expect(answer).toMatchObject({ status: 413, connection: "close", message: REQUEST_TOO_LARGE });
    expect(answer.sentBytes).toBeLessThan(SIGN_IN_BODY_MAX_BYTES + IN_FLIGHT);
  }, 90_000);

  test("an upload: 413 in the upload routes' words once the upload limit is read", async () => {
    const uploadMax = suite.t.stores.config.uploadMaxBytes;
    const answer = await sendChunked(url("/api/admin/addlogo"), 200 * MB, {
      authorization: `Bearer ${suite.token}`,
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(answer).toMatchObject({ status: 413, connection: "close", message: tooLargeMessage(uploadMax) });
    expect(answer.sentBytes).toBeLessThan(uploadMax + IN_FLIGHT);
  }, 90_000);

  test("a JSON admin write: 413 once the JSON limit is read; without a token, 401 before any of it", async () => {
    const signedIn = await sendChunked(url("/api/admin/deletelogo"), 200 * MB, { authorization: `Bearer ${suite.token}` });
    expect(signedIn).toMatchObject({ status: 413, connection: "close", message: REQUEST_TOO_LARGE });
    expect(signedIn.sentBytes).toBeLessThan(JSON_BODY_MAX_BYTES + IN_FLIGHT);
    const anonymous = await sendChunked(url("/api/admin/deletelogo"), 200 * MB);
    expect(anonymous).toMatchObject({ status: 401, connection: "close" });
    expect(anonymous.sentBytes).toBeLessThan(IN_FLIGHT);
  }, 90_000);

  test("a chunked body within its limit is read as usual: a sign-in, and an upload that is stored", async () => {
    const body = new Blob([JSON.stringify({ username: "nobody", password: "not it" })]).stream();
    const answer = await fetch(url("/api/admin/login"), { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(answer.status).toBe(401);
    expect(answer.headers.get("connection")).not.toBe("close");

    const form = new FormData();
    form.set("name", "Chunked Optics");
    form.set("image", new File([new Uint8Array(await pngImage())], "logo.png", { type: "image/png" }));
    const encoded = new Response(form);
    const upload = await fetch(url("/api/admin/addlogo"), {
      method: "POST",
      headers: { authorization: `Bearer ${suite.token}`, "content-type": encoded.headers.get("content-type")! },
      body: encoded.body,
    });
    expect(upload.status).toBe(201);
    expect((await upload.json()).logo.name).toBe("Chunked Optics");
  }, 90_000);
});

describe("a limit a route declares on itself (bodyLimit)", () => {
  test("a page draft, at an address with a parameter, takes a whole document beyond the JSON limit, and no more than its own", async () => {
    const draft = (bytes: number) =>
      fetch(url("/api/admin/pages/home/draft"), {
        method: "PUT",
        headers: { authorization: `Bearer ${suite.token}`, "content-type": "application/json" },
        body: new Uint8Array(bytes).fill(0x20),
      });
    // Past the JSON limit but within the draft's own: read, and refused for what it says (blank JSON).
    const within = await draft(JSON_BODY_MAX_BYTES + 1);
    expect(within.status).toBe(400);
    const over = await draft(MB + 1);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ success: false, message: REQUEST_TOO_LARGE });
  });
});

describe("a declared length over the limit", () => {
  test("is refused before the body is read, and the connection closed", async () => {
    const body = new Uint8Array(SIGN_IN_BODY_MAX_BYTES + 1).fill(0x20);
    const answer = await fetch(url("/api/admin/login"), { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(answer.status).toBe(413);
    expect(answer.headers.get("connection")).toBe("close");
    expect(await answer.json()).toEqual({ success: false, message: REQUEST_TOO_LARGE });
  });
});
