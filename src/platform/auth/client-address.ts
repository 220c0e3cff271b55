// Who is asking, for the sign-in limits. Bun knows the peer's address only through the server
// (`server.requestIP`), and app.handle(request) does not carry the server, so the listener
// records each request's peer here before handing it to the app. It also counts the request's
// body against the route's limit as it is read (src/platform/http/counted-body.ts), and offers
// the few long routes a way to lift the idle timeout once their sender is verified
// (src/platform/http/idle-limit.ts).
//
// Behind our own proxies (TRUST_PROXY) every request comes from the last proxy, so the address
// is read from X-Forwarded-For: each proxy APPENDS the address it received the request from,
// so with `hops` proxies the visitor is the entry `hops` places from the right. Entries further
// left were written by the client and prove nothing.
import type { BodyLimit } from "../http/route-policy.ts";
import { countBody } from "../http/counted-body.ts";
import { offerNoIdleLimit, type TimeoutServer } from "../http/idle-limit.ts";

type PeerServer = TimeoutServer & { requestIP(request: Request): { address: string } | null };
type Handler = { handle(request: Request): Response | Promise<Response>; bodyLimit(request: Request): BodyLimit | null };

const peers = new WeakMap<Request, string>();

/** Bun.serve's `fetch` for an app: remembers the peer address, then lets the app answer. */
export function serveWithPeer(app: Handler) {
  return (request: Request, server: PeerServer): Response | Promise<Response> => {
    const address = server.requestIP(request)?.address;
    const limit = request.body ? app.bodyLimit(request) : null;
    if (!limit) {
      if (address) peers.set(request, address);
      offerNoIdleLimit(request, request, server);
      return app.handle(request);
    }
    const counted = countBody(request, limit);
    if (address) peers.set(counted.request, address);
    offerNoIdleLimit(request, counted.request, server);
    return Promise.resolve(app.handle(counted.request)).then(counted.answered);
  };
}

export type ProxyTrust = { trustProxy: boolean; trustProxyHops: number };

export function clientAddress(request: Request, { trustProxy, trustProxyHops }: ProxyTrust): string {
  const peer = normalise(peers.get(request)) ?? "unknown";
  if (!trustProxy) return peer;
  const entries = (request.headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
  // Fewer entries than proxies: the header did not come through all of ours, so it is not
  // trusted; the peer (our proxy) is the safe, stricter answer.
  if (entries.length < trustProxyHops) return peer;
  return normalise(entries[entries.length - trustProxyHops]) ?? peer;
}

/** An IPv4 or IPv6 address as text, IPv4-mapped IPv6 written as IPv4; anything else: undefined. */
function normalise(address: string | undefined): string | undefined {
  if (!address || address.length > 45 || !/^[0-9a-fA-F:.]+$/.test(address)) return undefined;
  const lower = address.toLowerCase();
  return lower.startsWith("::ffff:") && lower.includes(".") ? lower.slice(7) : lower;
}
