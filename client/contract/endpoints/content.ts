// The endpoints of the content beside projects: portfolio tab items (the tabs themselves are a
// declared list: TAB_LIST in ../portfolio-tabs.ts), service cards (the services themselves are one too:
// SERVICE_LIST in ../services.ts), the Motion tab's films and its playlist. Items with an image
// are sent as multipart forms (with upload progress); the rest as JSON.
import type { TrashedAnswer } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import type { AdminVideosAnswer, FilmAnswer, FilmCreate, FilmsAnswer, PlaylistAnswer, PlaylistBody } from "../films.ts";
import type { PortfolioAnswer, PortfolioItemAnswer, PortfolioItemsAnswer } from "../portfolio.ts";
import type { ServiceCardAnswer, ServiceCardsAnswer } from "../services.ts";

type Ids = { ids: string[] };

export const PORTFOLIO = {
  /** A page of one tab (the first when none is named), searched by `q` when given, with every tab's count. */
  list: endpoint<PortfolioAnswer, undefined, { tab?: string; q?: string; page: string }>().get("/api/admin/portfolio"),
  add: endpoint<PortfolioItemAnswer, FormData>().post("/api/admin/portfolio/:tab/items"),
  update: endpoint<PortfolioItemAnswer, FormData>().patch("/api/admin/portfolio/items/:id"),
  remove: endpoint<TrashedAnswer>().delete("/api/admin/portfolio/items/:id"),
  /** `place`: the ids are the page shown, put in order among their places, or moved to the tab's top or bottom. */
  order: endpoint<PortfolioItemsAnswer, Ids & { place: "among" | "top" | "bottom" }>().put("/api/admin/portfolio/:tab/order"),
};

export const SERVICES = {
  addCard: endpoint<ServiceCardAnswer, FormData>().post("/api/admin/services/:slug/cards"),
  updateCard: endpoint<ServiceCardAnswer, FormData>().patch("/api/admin/services/cards/:id"),
  removeCard: endpoint<TrashedAnswer>().delete("/api/admin/services/cards/:id"),
  orderCards: endpoint<ServiceCardsAnswer, Ids>().put("/api/admin/services/:slug/order"),
};

/** The Motion tab's films and its playlist (src/features/videos/admin-routes.ts). */
export const VIDEOS = {
  list: endpoint<AdminVideosAnswer>().get("/api/admin/videos"),
  add: endpoint<FilmAnswer, FilmCreate>().post("/api/admin/videos/films"),
  order: endpoint<FilmsAnswer, Ids>().put("/api/admin/videos/films/order"),
  rename: endpoint<FilmAnswer, { title: string }>().patch("/api/admin/videos/films/:id"),
  remove: endpoint<TrashedAnswer>().delete("/api/admin/videos/films/:id"),
  setPlaylist: endpoint<PlaylistAnswer, PlaylistBody>().put("/api/admin/videos/playlist"),
  removeKey: endpoint<PlaylistAnswer>().delete("/api/admin/videos/playlist/key"),
};
