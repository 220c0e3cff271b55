// The contact form's intake and the inbox's API, against a listening server: a visitor's
// enquiry with a file lands in the inbox and its file is served only to the owner; files are
// judged by their bytes and refused with nothing stored; bots land in Spam, quietly; without
// scripts the answer is the page itself; status changes, the trash with its Undo, the CSV and
// the sweep of old spam and retention.
import { beforeEach, describe, expect, test } from "bun:test";
import { createEnquiryLimiter } from "../../src/features/enquiries/limits.ts";
import { sweepEnquiries } from "../../src/features/enquiries/sweep.ts";
import { collections } from "../../src/collections.ts";
import { listeningSuite } from "../support/listening-suite.ts";
import { contactForm, exeNamedPdf, pdfFile } from "../support/contact-form.ts";
import { UNKNOWN_ID } from "./helpers.ts";

// Generous limits: this suite sends far more than a person would; tests/api/enquiry-flood.test.ts holds the real ones.
const many = { points: 10_000, duration: 3600 };
const suite = listeningSuite({ enquiryLimiter: createEnquiryLimiter({ address: many, inbox: many, stored: many }) });

const post = (form: FormData, headers: Record<string, string> = { accept: "application/json" }) =>
  fetch(`${suite.server.url}/contact`, { method: "POST", body: form, headers });
const admin = (path: string, init: RequestInit = {}) =>
  fetch(suite.server.url + path, { ...init, headers: { authorization: `Bearer ${suite.token}`, ...(init.headers as Record<string, string>) } });
const adminJson = async (path: string, method = "GET", body?: unknown) =>
  (await admin(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  }).then((response) => response.json())) as Record<string, any>;
type Row = { id: string; name: string; status: string; spamReason: string | null };
const rows = async (): Promise<Row[]> => [...(await suite.t.stores.sql<Row[]>`select id::text, name, status, spam_reason from enquiries`)];
const privateObjects = async () => (await suite.t.stores.objects.list("private/")).sort();

beforeEach(async () => {
  await suite.t.stores.sql`delete from enquiries`;
  for (const key of await suite.t.stores.objects.list("private/")) await suite.t.stores.objects.remove(key);
});

describe("a visitor's enquiry", () => {
  test("with a PDF: thanked, listed as new with its file, which only the owner can fetch, as a download", async () => {
    const response = await post(contactForm({ company: "Northwind", service: "animation", budget: "Not sure yet" }, [pdfFile("Our brief.pdf")]));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "We read every message ourselves and reply within one working day." });

    const list = await adminJson("/api/admin/enquiries");
    expect(list.newCount).toBe(1);
    expect(list.enquiries).toHaveLength(1);
    const [enquiry] = list.enquiries;
    expect(enquiry).toMatchObject({
      name: "Jane Doe",
      email: "jane@example.com",
      company: "Northwind",
      service: "animation",
      budget: "Not sure yet",
      status: "new",
      readAt: null,
    });
    expect(enquiry.attachments).toEqual([
      { _id: expect.any(String), name: "Our brief.pdf", type: "application/pdf", size: pdfFile().size, url: expect.any(String) },
    ]);

    const file = await admin(enquiry.attachments[0].url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="Our brief.pdf"; filename*=UTF-8''Our%20brief.pdf`);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await file.text()).toStartWith("%PDF-");

    // Without the owner's token: 401; a wrong id: 404; the object's key is never a public media path.
    expect((await fetch(suite.server.url + enquiry.attachments[0].url)).status).toBe(401);
    expect((await admin(`/api/admin/enquiries/${enquiry._id}/attachments/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await admin(`/api/admin/enquiries/${UNKNOWN_ID}/attachments/${enquiry.attachments[0]._id}`)).status).toBe(404);
    const [key] = await privateObjects();
    expect(key).toMatch(/^private\//);
    expect((await fetch(`${suite.server.url}/media/${key}`)).status).toBe(404);
  });

  test("an executable named .pdf is refused at its field, and nothing is stored", async () => {
    const response = await post(contactForm({}, [exeNamedPdf()]));
    expect(response.status).toBe(422);
    const answer = await response.json();
    expect(answer.errors.attachments).toBe("The file is not a PDF, PNG, JPEG, WebP or ZIP file (checked by its contents, not its name)");
    expect(await rows()).toEqual([]);
    expect(await privateObjects()).toEqual([]);
  });

  test("a file over 10 MB, and a fourth file, are refused with nothing stored", async () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25)], "big.pdf");
    const over = await post(contactForm({}, [pdfFile(), big]));
    expect(over.status).toBe(422);
    expect((await over.json()).errors.attachments).toBe("File 2 is larger than 10 MB, the most each file may be");
    const four = await post(contactForm({}, [pdfFile(), pdfFile(), pdfFile(), pdfFile()]));
    expect((await four.json()).errors.attachments).toBe("At most 3 files can be attached");
    expect(await rows()).toEqual([]);
    expect(await privateObjects()).toEqual([]);
  });

  test("a body larger than three files and the texts is cut off with a clear 413", async () => {
    const files = Array.from({ length: 4 }, (_, i) => new File([new Uint8Array(9 * 1024 * 1024)], `part${i}.pdf`));
    const response = await post(contactForm({}, files));
    expect(response.status).toBe(413);
    expect((await response.json()).message).toContain("attach at most 3 files of up to 10 MB each");
    expect(await rows()).toEqual([]);
  });

  test("each field says what is wrong, and nothing is stored", async () => {
    const response = await post(contactForm({ name: " ", email: "not-an-email", message: "", service: "knitting", budget: "A million" }));
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      form: "Please check the fields marked below.",
      name: "Name is required",
      email: "Email must be a valid address, e.g. name@example.com",
      message: "Message is required",
      service: "Please choose one of the listed services",
      budget: "Please choose one of the listed options",
    });
    expect(await rows()).toEqual([]);
  });
});

describe("spam, quietly", () => {
  test.each([
    ["the hidden field filled", { website: "http://buy.example" }, {}, "filled the hidden field"],
    ["sent 300 ms after the form was drawn", {}, { drawnMsAgo: 300 }, "sent faster than a person types"],
    ["a form drawn two days ago", {}, { drawnMsAgo: 2 * 24 * 3600 * 1000 }, "sent from a form older than a day"],
    ["no token", { token: "" }, {}, "sent without the form"],
    ["a forged token", { token: `${Date.now() - 60_000}.forged` }, {}, "sent without the form"],
    ["four links", { message: "see http://a.example http://b.example www.c.example https://d.example" }, {}, "more than 3 links"],
  ])("%s: thanked all the same, kept as spam without its files, never counted as new", async (_, fields, options, reason) => {
    const response = await post(contactForm(fields, [pdfFile()], options));
    expect(response.status).toBe(200);
    expect((await response.json()).success).toBe(true);
    expect(await rows()).toEqual([{ id: expect.any(String), name: "Jane Doe", status: "spam", spamReason: reason }]);
    expect(await privateObjects()).toEqual([]);
    expect((await adminJson("/api/admin/enquiries")).enquiries).toEqual([]);
    expect((await adminJson("/api/admin/enquiries?status=spam")).enquiries).toHaveLength(1);
    expect((await adminJson("/api/admin/enquiries/count")).newCount).toBe(0);
  });
});

describe("without scripts", () => {
  const html = { accept: "text/html" };

  test("a refusal is the contact page again, with what was typed (as text) and each field's message", async () => {
    const response = await post(contactForm({ email: "nope", message: `<script>alert("x")</script> our launch` }), html);
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toStartWith("text/html");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = await response.text();
    expect(page).toContain('<form class="contact-form"');
    expect(page).toContain("Email must be a valid address, e.g. name@example.com");
    expect(page).toContain('value="Jane Doe"');
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; our launch");
    expect(page).not.toContain('<script>alert("x")');
    expect(await rows()).toEqual([]);
  });

  test("a sent enquiry answers with the thank-you page in the site frame", async () => {
    const response = await post(contactForm(), html);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("Thank you, your message is on its way");
    expect(page).toContain('class="site-footer');
    expect(page).not.toContain('<form class="contact-form"');
    expect((await rows()).map((row) => row.status)).toEqual(["new"]);
  });

  test("each visit draws a new form token, so the page is never served from the cache", async () => {
    const token = async () => /name="token" value="([^"]+)"/.exec(await (await fetch(`${suite.server.url}/contact`)).text())?.[1];
    const first = await token();
    await Bun.sleep(5);
    expect(await token()).not.toBe(first);
    const data = await fetch(`${suite.server.url}/api/page-data/contact`);
    expect(data.headers.get("cache-control")).toBe("no-store");
    const document = (await data.json()).data.document;
    expect(document.heading).toBe("Let's make something together");
    // The owner's delivery settings (the notification address) are not the visitors' business.
    expect(document.delivery).toBeUndefined();
  });
});

describe("the inbox", () => {
  const send = async (name: string, fields: Record<string, string> = {}) => {
    expect((await post(contactForm({ name, ...fields }))).status).toBe(200);
    return (await rows()).find((row) => row.name === name)!.id;
  };

  test("search, status filter and paging; read, unread, archive, spam and not spam, one and many", async () => {
    const a = await send("Ada Lovelace", { message: "A film about engines" });
    const b = await send("Grace Hopper", { company: "Navy" });
    const c = await send("Alan Turing");
    expect((await adminJson("/api/admin/enquiries?q=engines")).enquiries.map((e: { name: string }) => e.name)).toEqual(["Ada Lovelace"]);
    expect((await adminJson("/api/admin/enquiries?q=navy")).enquiries.map((e: { name: string }) => e.name)).toEqual(["Grace Hopper"]);
    expect((await adminJson("/api/admin/enquiries?q=100%25")).enquiries).toEqual([]);

    const read = await adminJson(`/api/admin/enquiries/${a}`, "PATCH", { status: "read" });
    expect(read).toMatchObject({ success: true, message: "Marked as read", enquiry: { status: "read", readAt: expect.any(String) } });
    expect((await adminJson(`/api/admin/enquiries/${a}`, "PATCH", { status: "new" })).enquiry).toMatchObject({ status: "new", readAt: null });
    const bulk = await adminJson("/api/admin/enquiries/status", "POST", { ids: [a, b, UNKNOWN_ID], status: "archived" });
    expect(bulk).toMatchObject({ success: true, message: "2 enquiries archived", changed: 2 });
    expect((await adminJson("/api/admin/enquiries?status=archived")).total).toBe(2);
    expect((await adminJson(`/api/admin/enquiries/${c}`, "PATCH", { status: "spam" })).enquiry.spamReason).toBe("marked by you");
    expect((await adminJson(`/api/admin/enquiries/${c}`, "PATCH", { status: "read" })).enquiry.spamReason).toBeNull();
    expect((await adminJson("/api/admin/enquiries")).newCount).toBe(0);

    const refused = await adminJson(`/api/admin/enquiries/${a}`, "PATCH", { status: "deleted" });
    expect(refused).toEqual({ success: false, message: "status must be one of: new, read, archived, spam" });
    expect((await adminJson("/api/admin/enquiries?page=0")).success).toBe(false);
    expect((await adminJson(`/api/admin/enquiries/${UNKNOWN_ID}`)).message).toBe("Enquiry not found");
  });

  test("every route answers 401 without the owner's token", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/enquiries"],
      ["GET", "/api/admin/enquiries/count"],
      ["GET", "/api/admin/enquiries/export.csv"],
      ["GET", `/api/admin/enquiries/${UNKNOWN_ID}`],
      ["PATCH", `/api/admin/enquiries/${UNKNOWN_ID}`],
      ["POST", "/api/admin/enquiries/status"],
      ["DELETE", `/api/admin/enquiries/${UNKNOWN_ID}`],
      ["POST", "/api/admin/enquiries/delete"],
    ] as const) {
      const response = await fetch(suite.server.url + path, {
        method,
        headers: { "content-type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
    }
  });

  test("delete goes to the trash (Undo restores it, with its file); delete forever removes the file", async () => {
    await post(contactForm({ name: "Trashed Visitor" }, [pdfFile()]));
    const [row] = await rows();
    const deleted = await adminJson(`/api/admin/enquiries/${row!.id}`, "DELETE");
    expect(deleted.trashed).toEqual({ collection: "enquiries", id: row!.id, label: "Enquiry", title: "Trashed Visitor" });
    expect((await adminJson("/api/admin/enquiries")).enquiries).toEqual([]);
    const items = (await adminJson("/api/admin/trash")).items as Array<{ collection: string; id: string }>;
    expect(items.filter((item) => item.collection.startsWith("enquir"))).toEqual([expect.objectContaining({ collection: "enquiries", id: row!.id })]);

    expect((await adminJson(`/api/admin/trash/enquiries/${row!.id}/restore`, "POST", {})).success).toBe(true);
    const back = (await adminJson(`/api/admin/enquiries/${row!.id}`)).enquiry;
    expect(back.attachments).toHaveLength(1);
    expect((await admin(back.attachments[0].url)).status).toBe(200);

    const bulk = await adminJson("/api/admin/enquiries/delete", "POST", { ids: [row!.id] });
    expect(bulk).toMatchObject({ message: "1 enquiry moved to the trash", changed: 1 });
    expect((await privateObjects()).length).toBe(1);
    expect((await adminJson(`/api/admin/trash/enquiries/${row!.id}`, "DELETE")).success).toBe(true);
    expect(await rows()).toEqual([]);
    expect(await privateObjects()).toEqual([]);
    // The activity log names the sender, never the message.
    const activity = await suite.t.stores.sql<{ summary: string }[]>`select summary from activity where summary like '%Trashed Visitor%'`;
    expect(activity.length).toBeGreaterThan(0);
    for (const { summary } of activity) expect(summary).not.toContain("launch film");
  });

  test("the CSV of a filtered list: a header, one row each, and no cell a spreadsheet would run", async () => {
    await send('=HYPERLINK("http://evil.example")', { company: "+1 Corp", message: '-2+3 and "quotes"' });
    await send("@SUM(A1)");
    await send("Plain Person");
    const response = await admin("/api/admin/enquiries/export.csv?q=%3DHYPERLINK");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe('"createdAt","status","name","email","company","service","budget","timeline","message","attachments"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain(`"'+1 Corp"`);
    expect(lines[1]).toContain(`"'-2+3 and ""quotes"""`);
    const all = (await (await admin("/api/admin/enquiries/export.csv")).text()).trimEnd().split("\r\n");
    expect(all).toHaveLength(4);
    expect(all.some((line) => line.includes(`"'@SUM(A1)"`))).toBe(true);
  });
});

describe("the sweep", () => {
  test("spam older than 30 days goes for good; with a retention set, so do older enquiries and their files", async () => {
    const { sql } = suite.t.stores;
    await post(contactForm({ name: "Old Spam", website: "x" }));
    await post(contactForm({ name: "Old Real" }, [pdfFile()]));
    await post(contactForm({ name: "Recent Real" }));
    await sql`update enquiries set created_at = now() - interval '40 days' where name like 'Old%'`;
    const deps = { sql, objects: suite.t.stores.objects, log: suite.t.log, collections };

    expect(await sweepEnquiries(deps)).toBe(1);
    expect((await rows()).map((row) => row.name).sort()).toEqual(["Old Real", "Recent Real"]);

    await sql`update documents set published = jsonb_set(published, '{delivery,retentionMonths}', '1') where key = 'contact'`;
    expect(await sweepEnquiries(deps)).toBe(1);
    expect((await rows()).map((row) => row.name)).toEqual(["Recent Real"]);
    expect(await privateObjects()).toEqual([]);
    await sql`update documents set published = jsonb_set(published, '{delivery,retentionMonths}', '0') where key = 'contact'`;
  });
});
