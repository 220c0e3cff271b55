// An upload whose client leaves while its image is being processed: on a listening server (a
// real socket, so the request's signal is the server's), the work stops and nothing is stored.
import { describe, expect, test } from "bun:test";
import { filteredRectsSvg } from "../support/heavy-svg.ts";
import { multipart } from "../support/hostile-requests.ts";
import { listeningSuite } from "../support/listening-suite.ts";
import { until } from "../support/until.ts";
import { watchedImageQueue } from "../support/watched-queue.ts";

const jobs = watchedImageQueue();
const suite = listeningSuite({ images: jobs.queue });

const logoCount = async () => Number((await suite.t.stores.sql`select count(*)::int as n from logos`)[0]!.n);

/** Sends the whole request, then closes the connection after `leaveAfterMs` without reading the answer. */
async function sendAndLeave(path: string, form: ReturnType<typeof multipart>, leaveAfterMs: number) {
  const socket = await Bun.connect({ hostname: "127.0.0.1", port: Number(new URL(suite.server.url).port), socket: { data() {} } });
  const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${suite.token}\r\nContent-Type: ${form.contentType}\r\nContent-Length: ${form.body.length}\r\n\r\n`;
  socket.write(Buffer.concat([Buffer.from(head), form.body]));
  await Bun.sleep(leaveAfterMs);
  socket.terminate();
}

/**
 * Waits until the abandoned upload's job has ended: stopped, or (were it not stopped) done with
 * its drawing and its write, which the assertions after it would then see. A request dropped
 * before its job was handed to the queue has none: 6 s (longer than the drawing takes on a busy
 * machine) bounds the wait for one to be handed.
 */
async function abandonedJobEnded(handedBefore: number) {
  const since = Date.now();
  await until(() => (jobs.handed() > handedBefore ? jobs.allEnded() : Date.now() - since > 6_000), {
    what: "the abandoned upload's job to end",
    timeout: 30_000,
  });
}

describe("an upload abandoned by its client", () => {
  test("leaves no row and no object: the drawing stops and the write never happens", async () => {
    // Four filtered rectangles: within the SVG limits, yet seconds of drawing.
    const form = multipart([
      { name: "name", value: "Abandoned" },
      { name: "image", value: filteredRectsSvg(4), filename: "slow.svg", type: "image/svg+xml" },
    ]);
    const before = await logoCount();
    const handed = jobs.handed();
    await sendAndLeave("/api/admin/addlogo", form, 300);
    await abandonedJobEnded(handed);
    expect(await logoCount()).toBe(before);
    expect(await suite.t.stores.objects.list()).toEqual([]);
    // The server is fine: a logo from a client that waits is stored. (A light one: the slow drawing
    // above may run past its time limit on a loaded machine, and is then refused for that, as it
    // should be.) On a loaded machine the abandoned job may not have been handed to the queue within
    // the bound above and still hold its place: the queue's 429 then says when to try again, as the
    // admin does.
    const light = multipart([
      { name: "name", value: "Waited for" },
      {
        name: "image",
        value: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect x="20" y="30" width="60" height="40" fill="#123"/></svg>',
        ),
        filename: "light.svg",
        type: "image/svg+xml",
      },
    ]);
    const send = () =>
      fetch(suite.server.url + "/api/admin/addlogo", {
        method: "POST",
        headers: { authorization: `Bearer ${suite.token}`, "content-type": light.contentType },
        body: light.body,
      });
    let response = await send();
    while (response.status === 429) {
      await Bun.sleep(Number(response.headers.get("retry-after") ?? 1) * 1000);
      response = await send();
    }
    expect(response.status).toBe(201);
    expect(await suite.t.stores.objects.list()).toHaveLength(1);
    expect(await logoCount()).toBe(before + 1);
  }, 180_000);

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
    const handed = jobs.handed();
    await sendAndLeave(`/api/admin/projects/${project._id}/images`, form, 300);
    await abandonedJobEnded(handed);
    expect([await images(), await objects()]).toEqual([0, 0]);
  }, 180_000);
});
