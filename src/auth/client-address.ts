// Who is asking, for rate limiting. Behind a proxy every request comes from the proxy, so the
// forwarded address is used, but only when TRUST_PROXY says a proxy of ours sets it.
type Server = { requestIP(request: Request): { address: string } | null } | null;

export function clientAddress(request: Request, server: Server, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return server?.requestIP(request)?.address ?? "unknown";
}
