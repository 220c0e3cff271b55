// A URL's path as the router reads it, on the server and in the browser (client/resolve-route.ts).
// Apart from the route table, so that screens the table loads may read paths too.

/** Decoded as wouter decodes location.pathname (decodeURI; as it is when malformed). */
export function routerPath(path: string): string {
  try {
    return path.includes("%") ? decodeURI(path) : path;
  } catch {
    return path;
  }
}
