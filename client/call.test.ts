// The one typed caller (client/api.ts, `call`): each request is built from the contract's endpoint
// (client/contract/endpoints/), against a fake transport.
import { describe, expect, test } from "bun:test";
import { createApiClient, createCaller, type Transport } from "./api.ts";
import { ENQUIRIES } from "./contract/endpoints/enquiries.ts";
import { PROJECTS } from "./contract/endpoints/projects.ts";
import { SAFETY } from "./contract/endpoints/safety.ts";

function caller() {
  const sent: { url: string; method: string; headers: Record<string, string>; body?: unknown; download?: boolean }[] = [];
  const transport: Transport = async (url, init) => {
    sent.push({ url, ...init });
    return { status: 200, body: { success: true, message: "ok" } };
  };
  const send = createApiClient({ transport, getToken: () => "tok", signOut() {}, notifyError() {} });
  return { call: createCaller(send), sent };
}

describe("call", () => {
  test("fills the path's params, encoded, and sends the endpoint's method with a JSON body", async () => {
    const c = caller();
    await c.call(PROJECTS.updateImage, { params: { id: "a b", imageId: "c/d" }, body: { alt: "Sea" } });
    expect(c.sent[0]).toMatchObject({ url: "/api/admin/projects/a%20b/images/c%2Fd", method: "PATCH", body: '{"alt":"Sea"}' });
    expect(c.sent[0]!.headers).toMatchObject({ authorization: "Bearer tok", "content-type": "application/json" });
  });

  test("a query leaves out its empty values; a form goes as it is, with its upload progress", async () => {
    const c = caller();
    await c.call(ENQUIRIES.list, { query: { status: "new", q: "", page: "2" } });
    const form = new FormData();
    const onProgress = () => {};
    await c.call(PROJECTS.addImage, { params: { id: "p" }, body: form, onProgress });
    expect(c.sent[0]).toMatchObject({ url: "/api/admin/enquiries?status=new&page=2", method: "GET" });
    expect(c.sent[1]).toMatchObject({ url: "/api/admin/projects/p/images", method: "POST", body: form, onProgress });
  });

  test("a Blob is the whole body, with its own headers; a download endpoint asks for a file", async () => {
    const c = caller();
    const archive = new Blob(["x"]);
    await c.call(SAFETY.restoreBackup, { body: archive, headers: { "content-type": "application/gzip" } });
    await c.call(SAFETY.backup);
    expect(c.sent[0]).toMatchObject({ url: "/api/admin/restore", method: "POST", body: archive });
    expect(c.sent[0]!.headers["content-type"]).toBe("application/gzip");
    expect(c.sent[1]).toMatchObject({ url: "/api/admin/backup", method: "POST", download: true });
  });
});
