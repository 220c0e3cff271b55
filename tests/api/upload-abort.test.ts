// An upload whose client leaves while its image is being processed: on a listening server (a
// real socket, so the request's signal is the server's), the work stops and nothing is stored.
import { describe, expect, test } from "bun:test";
import { filteredRectsSvg } from "../support/heavy-svg.ts";
import { multipart } from "../support/hostile-requests.ts";
import { listeningSuite } from "../support/listening-suite.ts";

const suite = listeningSuite();

const logoCount = async () => Number((await suite.t.stores.sql`select count(*)::int as n from logos`)[0]!.n);

/** Sends the whole request, then closes the connection after `leaveAfterMs` without reading the answer. */
async function sendAndLeave(path: string, form: ReturnType<typeof multipart>, leaveAfterMs: number) {
  const socket = await Bun.connect({ hostname: "127.0.0.1", port: Number(new URL(suite.server.url).port), socket: { data() {} } });
  const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${suite.token}\r\nContent-Type: ${form.contentType}\r\nContent-Length: ${form.body.length}\r\n\r\n`;
  socket.write(Buffer.concat([Buffer.from(head), form.body]));
  await Bun.sleep(leaveAfterMs);
  socket.terminate();
}

describe("an upload abandoned by its client", () => {
  test("leaves no row and no object: the drawing stops and the write never happens", async () => {
    // Four filtered rectangles: within the SVG limits, yet seconds of drawing.
    const form = multipart([
      { name: "name", value: "Abandoned" },
      { name: "image", value: filteredRectsSvg(4), filename: "slow.svg", type: "image/svg+xml" },
    ]);
    const before = await logoCount();
    await sendAndLeave("/api/admin/addlogo", form, 300);
    // Longer than the drawing takes on a busy machine, so a write that was not stopped shows.
    await Bun.sleep(6_000);
    expect(await logoCount()).toBe(before);
    expect(await suite.t.stores.objects.list()).toEqual([]);
    // The server is fine, and the same upload from a client that waits is stored.
    const response = await fetch(suite.server.url + "/api/admin/addlogo", {
      method: "POST",
      headers: { authorization: `Bearer ${suite.token}`, "content-type": form.contentType },
      body: form.body,
    });
    expect(response.status).toBe(201);
    expect(await suite.t.stores.objects.list()).toHaveLength(1);
    expect(await logoCount()).toBe(before + 1);
  }, 60_000);

  test("a project image abandoned while its variants are made leaves no row and no object", async () => {
    const created = await fetch(suite.server.url + "/api/admin/projects", {
      method: "POST",
      headers: { authorization: `Bearer ${suite.token}`, "content-type": "application/json" },
      body: JSON.stringify({ title: "Abandoned Stack", family: "guidelines" }),
    });
    const { project } = (await created.json()) as { project: { _id: string } };
    const images = async () =>
      Number((await suite.t.stores.sql`select count(*)::int as n from project_images where project_id = ${project._id}`)[0]!.n);
    const objects = async () => (await suite.t.stores.objects.list("projects/")).length;
    const form = multipart([
      { name: "alt", value: "A slow drawing" },
      { name: "image", value: filteredRectsSvg(4), filename: "slow.svg", type: "image/svg+xml" },
    ]);
    await sendAndLeave(`/api/admin/projects/${project._id}/images`, form, 300);
    await Bun.sleep(6_000);
    expect([await images(), await objects()]).toEqual([0, 0]);
  }, 60_000);
});
