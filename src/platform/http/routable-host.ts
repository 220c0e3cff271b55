// Elysia finds the path in request.url by searching for "/" from the 12th character on, which
// assumes a host of at least four characters: with `Host: x`, "http://x/zz/api/health" was
// routed as /api/health. Such a request is refused before routing. (A real site's host, or
// localhost, or an address with its port, is never that short.)
import { Elysia } from "elysia";
import { fail } from "./errors.ts";

/** Where Elysia starts looking for the path (utils.mjs: url.indexOf("/", 11)). */
export const ELYSIA_PATH_SEARCH_START = 11;

export function routableHost() {
  return new Elysia({ name: "routable-host" }).onRequest(({ request }) => {
    const url = request.url;
    const pathStart = url.indexOf("/", url.indexOf("//") + 2);
    if (pathStart !== -1 && pathStart < ELYSIA_PATH_SEARCH_START) fail(400, "The Host header is not a valid host name.");
  });
}
