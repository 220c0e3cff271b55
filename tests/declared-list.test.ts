// A list declared once (docs/decisions/0016-one-declaration.md) is found in every place the
// declaration reaches: a throwaway "notes" list, with its own table made here, declared from one
// contract (client/contract/list.ts) and one server declaration (tests/support/notes-registry.ts,
// notes-list.ts; tests/e2e/declared-list-screen.test.ts drives its screen), handed to the app beside the
// site's own lists. Its admin endpoints answer, its writes drop its cache tag and are logged, the
// trash, its Undo and the shared order take it, and the contract the hostile-input suite attacks
// names its endpoints.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { pathTo } from "../client/contract/endpoint.ts";
import { LISTS } from "../client/contract/lists.ts";
import { listMenu } from "../client/components/admin/admin-frame.tsx";
import { collections } from "../src/collections.ts";
import { fail } from "../src/platform/http/errors.ts";
import { api, json, UNKNOWN_ID } from "./api/helpers.ts";
import { adminToken } from "./support/admin-api.ts";
import { startTestApp, type TestApp } from "./support/app.ts";
import { contractEndpoints, covers } from "./support/contract-endpoints.ts";
import { listAttacks } from "./support/declared-attacks.ts";
import { createNotesTable, notesList } from "./support/notes-list.ts";
import { LISTS as WITH_NOTES, listOfPath, NOTES, NOTES_LINE } from "./support/notes-registry.ts";
import { openTestStores } from "./support/stores.ts";

/** What the notes' `written` hook was given, write by write; a note titled "Unwritten" is refused after its write, inside its transaction. */
const writes: { id: string; title: unknown; before: unknown }[] = [];
const notes = notesList(async (_tx, id, values, before) => {
  writes.push({ id, title: values.title, before: before?.title ?? null });
  if (values.title === "Unwritten") fail(409, "Refused after the write");
});

let t: TestApp;
let call: ReturnType<typeof api>;
const dropped: string[][] = [];

beforeAll(async () => {
  const stores = await openTestStores();
  await createNotesTable(stores.sql);
  t = await startTestApp({ stores, collections: [...collections, notes] });
  // Every drop the app asks of its cache, to see which tags a write drops.
  const drop = t.cache.drop.bind(t.cache);
  t.cache.drop = (tags) => {
    dropped.push([...tags]);
    drop(tags);
  };
  call = api(t, await adminToken(t));
}, 60_000);

afterAll(async () => {
  await t.close();
  await t.stores.cleanup();
});

type NoteRecord = { _id: string; title: string; body: string; hidden: boolean };
const listed = async (): Promise<NoteRecord[]> => (await json(await call.get(NOTES.endpoints.list.path))).notes;
const at = (path: string, id: string) => pathTo(path, { id });

describe("a declared list's endpoints", () => {
  test("add answers 201 with the record, placed first; the list shows it; a bad body adds nothing", async () => {
    const first = await call.created(await call.json(NOTES.endpoints.add.path, { title: "Milk" }), "note");
    expect(first).toMatchObject({ title: "Milk", body: "", hidden: false });
    const added = await call.json(NOTES.endpoints.add.path, { title: "Bread", body: "Rye" });
    expect((await json(added.clone())).message).toBe("Note added");
    const second = await call.created(added, "note");
    expect((await listed()).map((note) => note.title)).toEqual(["Bread", "Milk"]);
    expect(second._id).not.toBe(first._id);

    for (const body of [{}, { title: "" }, { title: "x".repeat(61) }]) {
      expect((await call.json(NOTES.endpoints.add.path, body)).status).toBe(400);
    }
    expect(await listed()).toHaveLength(2);
  });

  test("update changes the fields given; an unknown or malformed id is refused", async () => {
    const [bread] = await listed();
    const saved = await call.json(at(NOTES.endpoints.update.path, bread!._id), { body: "Sourdough", hidden: true }, "PATCH");
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ message: "Note saved", note: { title: "Bread", body: "Sourdough", hidden: true } });
    const unknown = await call.json(at(NOTES.endpoints.update.path, UNKNOWN_ID), { title: "x" }, "PATCH");
    expect([unknown.status, (await json(unknown)).message]).toEqual([404, "Note not found"]);
    expect((await call.json(at(NOTES.endpoints.update.path, "not-an-id"), { title: "x" }, "PATCH")).status).toBe(400);
  });

  test("the shared order endpoint takes the list", async () => {
    const ids = (await listed()).map((note) => note._id).reverse();
    const ordered = await call.json(`/api/admin/${NOTES.name}/order`, { ids }, "PUT");
    expect(ordered.status).toBe(200);
    expect((await listed()).map((note) => note._id)).toEqual(ids);
  });

  test("delete moves the record to the trash, and its Undo brings it back", async () => {
    const [milk] = await listed();
    const removed = await call.delete(at(NOTES.endpoints.remove.path, milk!._id));
    expect(await json(removed)).toMatchObject({ message: "Note moved to the trash", trashed: { collection: "notes", id: milk!._id, title: "Milk" } });
    expect((await listed()).map((note) => note.title)).toEqual(["Bread"]);
    expect((await call.delete(at(NOTES.endpoints.remove.path, milk!._id))).status).toBe(404);
    const trash = (await json(await call.get("/api/admin/trash"))).items as { collection: string; title: string }[];
    expect(trash).toContainEqual(expect.objectContaining({ collection: "notes", title: "Milk" }));

    expect((await call.json(`/api/admin/trash/notes/${milk!._id}/restore`, {})).status).toBe(200);
    expect((await listed()).map((note) => note.title).sort()).toEqual(["Bread", "Milk"]);
  });

  test("every write drops the list's cache tag and is in the activity log", async () => {
    dropped.length = 0;
    await call.created(await call.json(NOTES.endpoints.add.path, { title: "Eggs" }), "note");
    expect(dropped).toEqual([["notes"]]);
    const entries = (await json(await call.get("/api/admin/activity?limit=20"))).entries as { summary: string }[];
    expect(entries.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([expect.stringContaining('note "Eggs"'), expect.stringContaining('note "Milk"')]),
    );
  });

  test("a feature's written hook is given the write and the record as it was, inside the write's transaction", async () => {
    const note = await call.created(await call.json(NOTES.endpoints.add.path, { title: " Draft " }), "note");
    await call.json(at(NOTES.endpoints.update.path, note._id), { title: "Final" }, "PATCH");
    expect(writes.slice(-2)).toEqual([
      { id: note._id, title: "Draft", before: null },
      { id: note._id, title: "Final", before: "Draft" },
    ]);
    // Refused after the row was written: the change and the new note are both undone.
    expect((await call.json(at(NOTES.endpoints.update.path, note._id), { title: "Unwritten" }, "PATCH")).status).toBe(409);
    expect((await call.json(NOTES.endpoints.add.path, { title: "Unwritten" })).status).toBe(409);
    const titles = (await listed()).map((record) => record.title);
    expect(titles).toContain("Final");
    expect(titles).not.toContain("Unwritten");
  });

  test("the endpoints need a signed-in owner", async () => {
    for (const [method, path] of [
      ["GET", NOTES.endpoints.list.path],
      ["POST", NOTES.endpoints.add.path],
      ["PATCH", at(NOTES.endpoints.update.path, UNKNOWN_ID)],
      ["DELETE", at(NOTES.endpoints.remove.path, UNKNOWN_ID)],
    ] as const) {
      expect(
        (await t.request(path, { method, headers: { "content-type": "application/json" }, body: method === "GET" ? undefined : "{}" })).status,
      ).toBe(401);
    }
  });
});

describe("the declaration's other places", () => {
  test("the contract names its endpoints, each a route of the app (so the hostile-input suite's coverage holds them to it)", async () => {
    const endpoints = await contractEndpoints(WITH_NOTES);
    const names = [...endpoints.keys()].filter((name) => name.startsWith("notes."));
    expect(names.sort()).toEqual(["notes.add", "notes.list", "notes.remove", "notes.update"]);
    const routes = t.app.routes.map((route) => `${route.method} ${route.path}`);
    for (const name of names) {
      const { method, path } = endpoints.get(name)!;
      expect({ name, routed: routes.some((route) => route.startsWith(`${method} `) && covers(path, route.slice(method.length + 1))) }).toEqual({
        name,
        routed: true,
      });
    }
  });

  test("the hostile-input suite attacks it from its contract: a valid body with one field made bad adds nothing, an unknown id is a 404", async () => {
    const attacks = listAttacks(NOTES, UNKNOWN_ID);
    const [create, update] = attacks.json;
    expect(create).toMatchObject({ method: "POST", path: NOTES.endpoints.add.path, creates: true });
    const before = await listed();
    for (const field of Object.keys(create!.valid)) {
      expect((await call.json(create!.path, { ...create!.valid, [field]: "\u0000" }, create!.method)).status).toBe(400);
    }
    expect(await listed()).toEqual(before);
    expect((await call.json(update!.path, update!.valid, update!.method)).status).toBe(404);
    expect(attacks.methods).toEqual([at(NOTES.endpoints.update.path, UNKNOWN_ID)]);
  });

  test("the site's own declared lists are in the registry the contract is read from", async () => {
    const endpoints = await contractEndpoints();
    for (const list of LISTS) {
      const contract = await list.contract();
      expect(contract.name).toBe(list.name);
      expect(endpoints.get(`${list.name}.add`)).toEqual(contract.endpoints.add);
    }
    expect(collections.filter((collection) => collection.admin).map((collection) => collection.name)).toEqual(LISTS.map((list) => list.name));
  });

  test("its menu entry leads to the declared lists' screen, which finds it by its address", () => {
    expect(listMenu(WITH_NOTES)).toContainEqual({ section: "list:notes", href: "/admin/lists/notes", label: "Notes" });
    expect(listOfPath("/admin/lists/notes")).toBe(NOTES_LINE);
    // A list without a menu (the tabs: the portfolio screen manages them) gets neither.
    expect(listMenu([...LISTS, { ...NOTES_LINE, menu: undefined }])).toEqual(listMenu());
  });
});
