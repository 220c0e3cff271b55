// How each kind of response is sent: compression when the browser accepts brotli, caching
// lifetime, and whether a copy the browser holds is answered with a 304. An upload through the
// admin API (removed again afterwards) provides a /media URL to check.
import sharp from "sharp";

export type Admin = { username: string; password: string };
export type HeaderCheck = {
  kind: string;
  url: string;
  contentEncoding: string | null;
  cacheControl: string | null;
  etag: boolean;
  revalidates304: boolean;
};

export async function checkHeaders(baseUrl: string, admin: Admin): Promise<HeaderCheck[]> {
  const home = await (await fetch(baseUrl + "/")).text();
  const asset = (pattern: RegExp) => home.match(pattern)?.[1] ?? "";
  const upload = await uploadLogo(baseUrl, admin);
  try {
    return await check(baseUrl, [
      ["HTML page (cached)", "/"],
      ["public list JSON", "/api/admin/logos"],
      ["hashed script", asset(/<script type="module" src="([^"]+)"/)],
      ["hashed stylesheet", asset(/<link rel="stylesheet" href="([^"]+)"/)],
      ["public file (font)", "/fonts/inter-latin-wght-normal.woff2"],
      ["public file (image)", "/images/hero-960.webp"],
      ["uploaded media", upload.image],
    ]);
  } finally {
    await upload.remove();
  }
}

async function check(baseUrl: string, targets: [string, string][]): Promise<HeaderCheck[]> {
  const checks: HeaderCheck[] = [];
  for (const [kind, path] of targets) {
    // A first visit fills the cache (an upload just emptied it); the second is the one checked,
    // with a browser's Accept-Encoding.
    await (await fetch(baseUrl + path)).arrayBuffer();
    await Bun.sleep(20);
    const response = await fetch(baseUrl + path, { headers: { "accept-encoding": "br, gzip" } });
    await response.arrayBuffer();
    const etag = response.headers.get("etag");
    const again = etag ? await fetch(baseUrl + path, { headers: { "if-none-match": etag } }) : null;
    await again?.arrayBuffer();
    checks.push({
      kind,
      url: path,
      contentEncoding: response.headers.get("content-encoding"),
      cacheControl: response.headers.get("cache-control"),
      etag: !!etag,
      revalidates304: again?.status === 304,
    });
  }
  return checks;
}

async function uploadLogo(baseUrl: string, admin: Admin): Promise<{ image: string; remove(): Promise<void> }> {
  const login = await fetch(baseUrl + "/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  const authorization = `Bearer ${token}`;
  const png = await sharp({ create: { width: 320, height: 80, channels: 4, background: "#d4ff3f" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("name", "Bench Check");
  form.set("image", new File([new Uint8Array(png)], "bench.png", { type: "image/png" }));
  const added = (await (await fetch(baseUrl + "/api/admin/addlogo", { method: "POST", headers: { authorization }, body: form })).json()) as {
    logo: { _id: string; image: string };
  };
  return {
    image: added.logo.image,
    remove: async () => {
      await fetch(baseUrl + "/api/admin/deletelogo", {
        method: "POST",
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify({ id: added.logo._id }),
      });
    },
  };
}
