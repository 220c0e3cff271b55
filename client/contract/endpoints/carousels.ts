// The home page's carousels: reviews (at the spec's wire names, `clients`: client/contract/reviews.ts)
// and logos. Adding and changing one is a multipart form (its image, with upload progress).
import type { Message, TrashedAnswer } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import type { Logo, LogoAnswer } from "../logos.ts";
import type { ReviewAnswer, ReviewsAnswer } from "../reviews.ts";

type IdBody = { id: string };

export const REVIEWS = {
  list: endpoint<ReviewsAnswer>().get("/api/admin/clients"),
  get: endpoint<ReviewAnswer>().get("/api/admin/client/:id"),
  add: endpoint<ReviewAnswer, FormData>().post("/api/admin/clients"),
  update: endpoint<ReviewAnswer, FormData>().post("/api/admin/updateclient"),
  remove: endpoint<TrashedAnswer, IdBody>().post("/api/admin/deleteclient"),
};

export const LOGOS = {
  list: endpoint<Message & { logos: Logo[] }>().get("/api/admin/logos"),
  get: endpoint<LogoAnswer>().get("/api/admin/logo/:id"),
  add: endpoint<LogoAnswer, FormData>().post("/api/admin/addlogo"),
  update: endpoint<LogoAnswer, FormData>().post("/api/admin/updatelogo"),
  remove: endpoint<TrashedAnswer, IdBody>().post("/api/admin/deletelogo"),
};
