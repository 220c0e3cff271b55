// Every address the API accepts is one the pages can show: on a listening server, the studio's
// details refuse a main site, form or social link that `new URL()` cannot read (a port past
// 65535, an unclosed [ ) with a 400 in the contract's words; and a page whose stored details
// hold such a value anyway (written before the check, or straight into the database) still
// renders whole, without that link.
import { describe, expect, test } from "bun:test";
import { listeningSuite } from "./support/listening-suite.ts";

const suite = listeningSuite();

async function putStudio(change: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${suite.token}`, "content-type": "application/json" };
  const current = await (await fetch(`${suite.server.url}/api/admin/studio`, { headers })).json();
  const response = await fetch(`${suite.server.url}/api/admin/studio`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ ...current.studio, ...change }),
  });
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

describe("addresses the pages cannot show", () => {
  test.each([
    [{ mainSite: "https://studio.com:99999" }, "Main site must be a full http(s):// address"],
    [{ mainSite: "http://[" }, "Main site must be a full http(s):// address"],
    [{ mainSite: "https://studio.123" }, "Main site must be a full http(s):// address"],
    [{ designPortfolio: "https://user:secret@studio.com" }, "Design portfolio must be a full http(s):// address"],
    [
      { forms: { message: "https://forms.studio.com:65536/x", enquiry: "https://a.com", contact: "https://a.com" } },
      "Message form must be /contact (the contact page), a full http(s):// address, or mailto: and an email address",
    ],
    [
      { forms: { message: "/contact-us", enquiry: "/contact", contact: "/contact" } },
      "Message form must be /contact (the contact page), a full http(s):// address, or mailto: and an email address",
    ],
    [
      { forms: { message: "/contact", enquiry: "mailto:nobody", contact: "/contact" } },
      "Enquiry form must be /contact (the contact page), a full http(s):// address, or mailto: and an email address",
    ],
  ])("%o is refused: 400", async (change, message) => {
    expect(await putStudio(change)).toEqual({ status: 400, message });
  });

  test("a form may be the contact page, a mailto: address or an outside form", async () => {
    const forms = { message: "/contact", enquiry: "mailto:hello@studio.com", contact: "https://forms.studio.com/c" };
    expect((await putStudio({ forms })).status).toBe(200);
  });

  test("an address with a port, a path, a query and a fragment is saved", async () => {
    expect((await putStudio({ mainSite: "https://studio.com:8443/en/?from=site#top" })).status).toBe(200);
  });

  test("a main site stored that cannot be read: every public page renders whole, without that link", async () => {
    const { stores, cache, log } = suite.t;
    await stores.sql`update site_settings set studio = jsonb_set(studio, '{mainSite}', '"http://["')`;
    cache.clear();
    for (const path of ["/", "/portfolio", "/animation"]) {
      const response = await fetch(suite.server.url + path);
      const html = await response.text();
      expect({ path, status: response.status, whole: html.trimEnd().endsWith("</html>") }).toEqual({ path, status: 200, whole: true });
      expect(html).toContain("site-footer__legal");
      expect(html).not.toContain('href="http://["');
    }
    expect(log.lines.filter((line) => line.startsWith("error"))).toEqual([]);
  });
});
