import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { HttpError } from "../http/errors.ts";
import { saveFormFile } from "./streamed-form.ts";

const dir = mkdtempSync(join(tmpdir(), "streamed-form-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A form as a browser encodes it, sent in chunks of `chunkSize` bytes. */
async function formRequest(form: FormData, chunkSize: number): Promise<Request> {
  const encoded = new Response(form);
  const type = encoded.headers.get("content-type")!; // Bun forgets it once the body is read
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += chunkSize)));
    },
  });
  return new Request("http://localhost/upload", {
    method: "POST",
    headers: { "content-type": type },
    body,
    duplex: "half",
  } as RequestInit);
}

const options = (path: string, maxBytes = 1024 * 1024) => ({ field: "video", path, maxBytes, tooLarge: "too large", notFile: "not a file" });

/** Bytes that hold a line break and dashes, as binary files do, to trip a careless boundary search. */
const payload = new Uint8Array(200_000).map((_, i) => (i % 97 === 0 ? 13 : i % 97 === 1 ? 10 : i % 89 === 0 ? 45 : i % 251));

describe("saveFormFile", () => {
  for (const chunkSize of [1, 7, 70, 4096, 1_000_000]) {
    test(`writes the one file field, whatever the chunks (${chunkSize} bytes)`, async () => {
      // Byte-sized chunks on a smaller file: each is a write of its own.
      const bytes = chunkSize < 100 ? payload.slice(0, 20_000) : payload;
      const form = new FormData();
      form.set("note", "--not a boundary\r\n");
      form.set("video", new File([bytes], "clip.mp4", { type: "video/mp4" }));
      form.set("after", "text");
      const path = join(dir, `out-${chunkSize}`);
      const size = await saveFormFile(await formRequest(form, chunkSize), options(path));
      expect(size).toBe(bytes.length);
      expect(new Uint8Array(readFileSync(path))).toEqual(bytes);
    }, 90_000);
  }

  test("a form without the file, or with an empty one, saves nothing", async () => {
    const none = new FormData();
    none.set("other", "x");
    expect(await saveFormFile(await formRequest(none, 100), options(join(dir, "none")))).toBe(0);
    const empty = new FormData();
    empty.set("video", new File([], "", { type: "application/octet-stream" }));
    expect(await saveFormFile(await formRequest(empty, 100), options(join(dir, "empty")))).toBe(0);
  });

  test("refusals: a file over the limit (413 while reading), text where the file belongs, a cut-off body, not a form", async () => {
    const big = new FormData();
    big.set("video", new File([payload], "clip.mp4"));
    const refused = (request: Request | Promise<Request>, path: string, maxBytes?: number) =>
      Promise.resolve(request).then((r) =>
        saveFormFile(r, options(join(dir, path), maxBytes)).then(
          () => null,
          (error: HttpError) => [error.status, error.message],
        ),
      );
    expect(await refused(formRequest(big, 4096), "big", 100_000)).toEqual([413, "too large"]);
    const text = new FormData();
    text.set("video", "just text");
    expect(await refused(formRequest(text, 10), "text")).toEqual([400, "not a file"]);
    const encoded = new Response(big);
    const type = encoded.headers.get("content-type")!;
    const cut = new Request("http://localhost/upload", {
      method: "POST",
      headers: { "content-type": type },
      body: (await encoded.arrayBuffer()).slice(0, 150_000),
    });
    expect(await refused(cut, "cut")).toEqual([400, "The form could not be read. Please try again."]);
    const json = new Request("http://localhost/upload", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(await refused(json, "json")).toEqual([400, "Send the form as multipart/form-data"]);
  });
});
