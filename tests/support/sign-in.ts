// Signing in to a listening server as a browser does, from an address of the test's choosing
// (the server trusts X-Forwarded-For: TRUST_PROXY) and with the device cookie it was given.
export type Browser = { address: string; cookie?: string };
export type SignInAnswer = { status: number; message: string; token?: string; challenge?: string; retryAfter: number };

export async function postAs(origin: string, path: string, browser: Browser, body: object): Promise<SignInAnswer> {
  const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": browser.address };
  if (browser.cookie) headers.cookie = browser.cookie;
  const response = await fetch(origin + path, { method: "POST", headers, body: JSON.stringify(body) });
  // A complete sign-in leaves the device cookie in the browser, as a browser would keep it.
  const set = response.headers.get("set-cookie");
  if (set) browser.cookie = set.split(";")[0];
  const answer = (await response.json()) as { message: string; token?: string; challenge?: string };
  return { status: response.status, ...answer, retryAfter: Number(response.headers.get("retry-after") ?? 0) };
}
