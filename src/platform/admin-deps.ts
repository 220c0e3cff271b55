// What every admin route plugin is built from: the stores, the render cache its writes clear, and
// what the sign-in guard and the activity log need. The app composes one (src/app.ts) and hands it
// to each plugin; it lives beside the stores rather than in auth/, which only checks the token.
import type { ProxyTrust } from "./auth/client-address.ts";
import type { RenderCache } from "./cache/render-cache.ts";
import type { Sql } from "./db/connect.ts";
import type { Logger } from "./logger.ts";
import type { ObjectStore } from "./media/object-store.ts";

export type AdminDeps = {
  sql: Sql;
  objects: ObjectStore;
  log: Logger;
  cache: RenderCache;
  jwtSecret: string;
  uploadMaxBytes: number;
  /** How many newest revisions of each subject are kept, besides its first (REVISIONS_KEEP). */
  revisionsKeep: number;
  /** How the client address is read (TRUST_PROXY, TRUST_PROXY_HOPS), for the activity log. */
  proxy: ProxyTrust;
};
