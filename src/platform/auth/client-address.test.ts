import { describe, expect, test } from "bun:test";
import { clientAddress, serveWithPeer } from "./client-address.ts";

const forwarded = (value: string) => new Request("http://localhost/", { headers: { "x-forwarded-for": value } });

describe("the client address", () => {
  test("the listener's peer reaches the app, IPv4-mapped addresses written as IPv4", async () => {
    const seen: string[] = [];
    const app = {
      handle: (request: Request) => (seen.push(clientAddress(request, { trustProxy: false, trustProxyHops: 1 })), new Response("ok")),
      bodyLimit: () => null,
    };
    const fetch = serveWithPeer(app);
    const request = new Request("http://localhost/");
    await fetch(request, { requestIP: () => ({ address: "::ffff:203.0.113.4" }), timeout: () => {} });
    await fetch(new Request("http://localhost/"), { requestIP: () => ({ address: "2001:DB8::1" }), timeout: () => {} });
    expect(seen).toEqual(["203.0.113.4", "2001:db8::1"]);
    // A request that did not come through a listener (app.handle in tests) has no address.
    expect(clientAddress(new Request("http://localhost/"), { trustProxy: false, trustProxyHops: 1 })).toBe("unknown");
  });

  test("without TRUST_PROXY, X-Forwarded-For is ignored", () => {
    expect(clientAddress(forwarded("198.51.100.1"), { trustProxy: false, trustProxyHops: 1 })).toBe("unknown");
  });

  test.each([
    ["198.51.100.1", 1, "198.51.100.1"],
    ["1.1.1.1, 198.51.100.1", 1, "198.51.100.1"],
    ["spoofed, 1.1.1.1,198.51.100.1", 1, "198.51.100.1"],
    ["1.1.1.1, 198.51.100.1, 10.0.0.2", 2, "198.51.100.1"],
    ["198.51.100.1", 2, "unknown"],
    ["1.1.1.1, <script>", 1, "unknown"],
    ["", 1, "unknown"],
  ])("trusting %p with %d hop(s) gives %p", (header, hops, expected) => {
    expect(clientAddress(forwarded(header), { trustProxy: true, trustProxyHops: hops })).toBe(expected);
  });
});
