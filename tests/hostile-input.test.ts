// Hostile input against every endpoint of the API table, /media, and a few pages, with and
// without a valid admin token: broken JSON, wrong types, huge fields, broken multipart, NUL
// bytes, traversal, prototype-pollution keys, odd methods and content types. Never a 5xx, never
// a reflection of the input, never a row or an object left behind, and the server keeps
// answering. The requests come from a fixed seed, so a failure replays.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { adminToken, pngImage } from "./support/admin-api.ts";
import { listen, startTestApp, type TestApp } from "./support/app.ts";
import {
  brokenJson,
  hostileHeaders,
  invalidStrings,
  MARKER,
  mediaTraversals,
  multipart,
  pageTraversals,
  seededRandom,
  trickyStrings,
  wrongTypes,
  type HostileRequest,
} from "./support/hostile-requests.ts";

const SEED = 20_240_605;
const UNKNOWN_ID = "4b0c7f2e-9d1a-4c55-8e0b-3f6a2d9c1e77";
const LEAKS = [/"name":\s*"studio-site"/, /root:x:0:0/, /import \{ createApp \}/, /\[extensions\]/, /at \S+ \(.*:\d+:\d+\)/];

let t: TestApp;
let server: ReturnType<typeof listen>;
let token: string;
let png: Uint8Array;

beforeAll(async () => {
  t = await startTestApp();
  server = listen(t.app);
  token = await adminToken(t);
  png = new Uint8Array(await pngImage(64, 32));
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await t?.close();
});

const JSON_ENDPOINTS: Record<string, Record<string, unknown>> = {
  "/api/admin/login": { username: "admin", password: "not-the-password" },
  "/api/admin/deletelogo": { id: UNKNOWN_ID },
  "/api/admin/deleteclient": { id: UNKNOWN_ID },
};
const FORM_ENDPOINTS = ["/api/admin/addlogo", "/api/admin/clients", "/api/admin/updatelogo", "/api/admin/updateclient"];
const PARAM_ENDPOINTS = ["/api/admin/logo/", "/api/admin/client/", "/api/page-data/"];
const READ_ENDPOINTS = ["/api/admin/dashboard", "/api/admin/logos", "/api/admin/clients", "/api/videos", "/api/health"];

function generate(): HostileRequest[] {
  const random = seededRandom(SEED);
  const requests: HostileRequest[] = [];
  for (const auth of [true, false]) {
    const headers = (extra: Record<string, string> = {}) => ({ ...(auth ? { authorization: `Bearer ${token}` } : {}), ...extra });
    const json = { "content-type": "application/json" };
    const add = (label: string, method: string, path: string, extra: Record<string, string> = {}, body?: string | Uint8Array<ArrayBuffer>) =>
      requests.push({ label: `${auth ? "admin" : "anonymous"}: ${label}`, method, path, headers: headers(extra), body });

    for (const [path, valid] of Object.entries(JSON_ENDPOINTS)) {
      for (const body of brokenJson) add(`broken JSON ${body.slice(0, 30)}`, "POST", path, json, body);
      for (const field of Object.keys(valid)) {
        for (const value of [...invalidStrings, ...random.sample([...wrongTypes, ...trickyStrings], 4)]) {
          add(`${field} = ${String(value).slice(0, 30)}`, "POST", path, json, JSON.stringify({ ...valid, [field]: value }));
        }
      }
      add("text/plain", "POST", path, { "content-type": "text/plain" }, JSON.stringify({ id: MARKER }));
      add("urlencoded pollution", "POST", path, { "content-type": "application/x-www-form-urlencoded" }, `__proto__[polluted]=${MARKER}&constructor[prototype][polluted]=${MARKER}&id=${MARKER}`);
      add("xml", "POST", path, { "content-type": "application/xml" }, `<id>${MARKER}</id>`);
      const form = multipart([{ name: "id", value: MARKER }, { name: "username", value: MARKER }]);
      add("multipart to a JSON endpoint", "POST", path, { "content-type": form.contentType }, form.body);
    }

    for (const path of FORM_ENDPOINTS) {
      const file = (value: Uint8Array | string = png, filename: string | undefined = "a.png") => ({ value, filename, type: "image/png" });
      const imageField = path.includes("logo") ? "image" : "clientImg";
      const id = path.includes("update") ? [{ name: "id", value: UNKNOWN_ID }] : [];
      const text = (value: string) =>
        path === "/api/admin/clients" ? { name: "client", value: JSON.stringify({ clientName: value, clientPryTitle: "ok", clientSryTitle: "ok" }) } : { name: path.includes("logo") ? "name" : "clientName", value };
      const send = (label: string, form: ReturnType<typeof multipart>) => add(label, "POST", path, { "content-type": form.contentType }, form.body);
      // Text the add endpoints must refuse, so a valid image beside it is never stored.
      const bad = text(`${MARKER}\u0000`);
      for (const value of random.sample(invalidStrings, 3)) send(`text ${value.slice(0, 24)} with an image`, multipart([...id, text(value), { name: imageField, ...file() }]));
      send("boundary mismatch", multipart([...id, text(MARKER), { name: imageField, ...file() }], { declared: "other-boundary" }));
      send("truncated body", multipart([...id, text(MARKER), { name: imageField, ...file() }], { truncate: 0.6 }));
      send("no closing boundary", multipart([...id, text(MARKER), { name: imageField, ...file() }], { noClose: true }));
      send("image sent as text", multipart([...id, bad, { name: imageField, value: `<svg onload=alert(1)>${MARKER}</svg>` }]));
      send("text file named .png", multipart([...id, { name: imageField, ...file(`not an image ${MARKER}`, `${MARKER}.png`) }]));
      send("duplicated fields", multipart([...id, ...id, bad, text(MARKER), { name: imageField, ...file() }, { name: imageField, ...file() }]));
      send("dotted and pollution field names", multipart([...id, { name: "__proto__", value: MARKER }, { name: "constructor.prototype.polluted", value: MARKER }, { name: "client.clientName", value: MARKER }]));
      send("id with markup", multipart([{ name: "id", value: `<script>${MARKER}</script>` }, bad, { name: imageField, ...file() }]));
      send("missing parts", multipart([]));
      if (id.length > 0) {
        // Updates of an unknown id go all the way (image read, encoded, stored) before the 404,
        // which must take the stored object back out.
        send("file part without a filename", multipart([...id, { name: imageField, ...file(png, undefined) }]));
        send("filename with quotes and CRLF", multipart([...id, { name: imageField, ...file(png, `a"\r\nX-Injected: ${MARKER}`) }]));
      }
      add("multipart without boundary", "POST", path, { "content-type": "multipart/form-data" }, `--x\r\n${MARKER}`);
      add("JSON to an upload endpoint", "POST", path, { "content-type": "application/json" }, JSON.stringify({ image: MARKER, id: UNKNOWN_ID }));
      if (path === "/api/admin/clients") {
        for (const raw of [...brokenJson.slice(0, 9), JSON.stringify({ clientName: [MARKER], clientPryTitle: { a: MARKER }, clientSryTitle: 1 })]) {
          send(`client JSON ${raw.slice(0, 30)}`, multipart([{ name: "client", value: raw }, { name: imageField, ...file() }]));
        }
      }
    }

    for (const path of PARAM_ENDPOINTS) {
      for (const value of random.sample([...trickyStrings, `${MARKER}%00`, `..%2f${MARKER}`, `${MARKER}\\..`], 6)) add(`param ${value.slice(0, 24)}`, "GET", path + encodeURIComponent(value.toWellFormed()));
    }
    for (const path of [...Object.keys(JSON_ENDPOINTS), ...FORM_ENDPOINTS, ...READ_ENDPOINTS]) {
      for (const method of random.sample(["PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"], 2)) add(`${method} method`, method, `${path}?${MARKER}=1`);
      add("query pollution", "GET", `${path}?__proto__[polluted]=${MARKER}&constructor[prototype][x]=${MARKER}`);
    }
    for (const extra of hostileHeaders) add(`header ${Object.keys(extra)[0]}`, "GET", random.pick([...READ_ENDPOINTS, "/api/admin/dashboard"]), extra);
  }
  for (const path of [...mediaTraversals, ...pageTraversals]) requests.push({ label: `path ${path.slice(0, 40)}`, method: "GET", path, headers: {} });
  return requests;
}

type Outcome = { label: string; problems: string[] };

async function send(request: HostileRequest): Promise<Outcome> {
  const problems: string[] = [];
  let response: Response;
  try {
    response = await fetch(server.url + request.path, { method: request.method, headers: request.headers, body: request.body, redirect: "manual" });
  } catch (error) {
    return { label: request.label, problems: [`network error: ${(error as Error).message}`] };
  }
  const text = await response.text();
  const headerText = [...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n");
  if (response.status >= 500) problems.push(`status ${response.status}: ${text.slice(0, 200)}`);
  if (text.includes(MARKER) || headerText.includes(MARKER)) problems.push(`echoes the input: ${text.slice(0, 200)}`);
  for (const leak of LEAKS) if (leak.test(text)) problems.push(`leaks ${leak}`);
  const isApi = new URL(server.url + request.path).pathname.startsWith("/api/");
  if (isApi && request.method !== "HEAD" && response.status >= 400) {
    let answer: { success?: unknown; message?: unknown } = {};
    try {
      answer = JSON.parse(text);
    } catch {
      problems.push(`not JSON: ${text.slice(0, 120)}`);
    }
    if (answer.success !== false || typeof answer.message !== "string") problems.push(`not {success:false,message}: ${text.slice(0, 120)}`);
  }
  if (isApi && response.status < 300 && request.method === "POST") problems.push(`accepted (${response.status}): ${text.slice(0, 120)}`);
  return { label: `${request.label} → ${response.status}`, problems };
}

/** Literal bytes no fetch would send: the HTTP parser itself must refuse them calmly. */
async function sendRaw(bytes: string): Promise<string> {
  let received = "";
  const { promise, resolve } = Promise.withResolvers<void>();
  const socket = await Bun.connect({
    hostname: "127.0.0.1",
    port: Number(new URL(server.url).port),
    socket: { data: (_s, chunk) => void (received += chunk.toString("latin1")), close: () => resolve(), error: () => resolve() },
  });
  socket.write(bytes);
  await Promise.race([promise, Bun.sleep(2_000)]);
  socket.end();
  return received;
}

describe("hostile input", () => {
  test("generated malformed requests to every endpoint: no 5xx, no echo, JSON errors, nothing stored", async () => {
    const count = async () => (await t.stores.sql<{ n: number }[]>`select (select count(*) from logos) + (select count(*) from clients) as n`)[0]!.n;
    const rowsBefore = await count();
    const requests = generate();
    expect(requests.length).toBeGreaterThan(300);
    const started = performance.now();
    const outcomes: Outcome[] = [];
    for (let i = 0; i < requests.length; i += 8) outcomes.push(...(await Promise.all(requests.slice(i, i + 8).map(send))));
    expect(outcomes.filter((outcome) => outcome.problems.length > 0)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(30_000);

    expect(Number(await count())).toBe(Number(rowsBefore));
    expect(await t.stores.objects.list()).toEqual([]);
    const probe = {} as Record<string, unknown>;
    expect([probe.polluted, probe.isAdmin, probe.x]).toEqual([undefined, undefined, undefined]);
    expect(t.log.lines.filter((line) => line.startsWith("error:"))).toEqual([]);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, db: "ok", storage: "ok" });
  }, 60_000);

  test("literal control bytes, backslashes and broken request lines are refused without a 5xx", async () => {
    const raw = [
      `GET /media/logos/\u0000${MARKER} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET /media\\..\\..\\package.json HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-${MARKER}: a\u0000b\r\n\r\n`,
      `GET /api/health HTTP/9.9\r\nHost: x\r\n\r\n`,
      `POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99999\r\n\r\n{"username":"${MARKER}"`,
      `POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\n{}{}{}`,
      `GET /${"a".repeat(70_000)}${MARKER} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ];
    for (const bytes of raw) {
      const answer = await sendRaw(bytes);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      // Bun's HTTP parser answers a request line it cannot read (a NUL in the target, an unknown
      // version) with a bare 505 before the app sees it; everything the app answers is < 500.
      const refusedByParser = status === 505 && answer === "HTTP/1.1 505 HTTP Version Not Supported\r\nConnection: close\r\n\r\n";
      const request = bytes.slice(0, 50);
      expect({ request, status: status < 500 || refusedByParser, echo: answer.includes(MARKER) }).toEqual({ request, status: true, echo: false });
    }
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 30_000);
});
