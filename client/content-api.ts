// The admin's calls for the studio's content: projects and their images,
// portfolio tab items, the Motion tab's films, service cards and the studio's details. Answers are the contract's.
import { API_BASE, request } from "./api.ts";
import {
  ADMIN_VIDEOS_PATH,
  type AdminVideosAnswer,
  type FilmAnswer,
  type FilmCreate,
  type FilmsAnswer,
  type PlaylistAnswer,
  type PlaylistBody,
} from "./contract/films.ts";
import type { PortfolioAnswer, PortfolioItemAnswer, PortfolioItemsAnswer } from "./contract/portfolio.ts";
import type { TabAnswer, TabCreate, TabsAnswer, TabUpdate } from "./contract/portfolio-tabs.ts";
import type {
  ProjectAnswer,
  ProjectCreate,
  ProjectImageAnswer,
  ProjectImagesAnswer,
  ProjectImageUpdate,
  ProjectsAnswer,
  ProjectUpdate,
} from "./contract/projects.ts";
import type { ServiceAnswer, ServiceCardAnswer, ServiceCardsAnswer, ServiceForm, ServicesAnswer } from "./contract/services.ts";
import type { MarkAnswer } from "./contract/mark.ts";
import type { Studio, StudioAnswer } from "./contract/studio.ts";
import type { SetupAnswer, SetupBody, SetupState } from "./contract/setup.ts";
import { PROJECT_CHOICES_PATH, PROJECT_COUNTS_PATH, type ProjectChoicesAnswer, type ProjectCountsAnswer } from "./contract/project-list.ts";

type Progress = { onProgress?: (percent: number) => void };
const id = encodeURIComponent;

export const projectsApi = {
  /** Each service's projects and drafts: the counts, not the projects. */
  counts: () => request<ProjectCountsAnswer>(PROJECT_COUNTS_PATH.slice(API_BASE.length)),
  /** Every project's title and address, to choose one from. */
  choices: () => request<ProjectChoicesAnswer>(PROJECT_CHOICES_PATH.slice(API_BASE.length)),
  get: (projectId: string) => request<ProjectAnswer>(`/admin/projects/${id(projectId)}`),
  create: (fields: ProjectCreate) => request<ProjectAnswer>("/admin/projects", { json: fields }),
  update: (projectId: string, fields: ProjectUpdate) => request<ProjectAnswer>(`/admin/projects/${id(projectId)}`, { method: "PATCH", json: fields }),
  remove: (projectId: string) => request(`/admin/projects/${id(projectId)}`, { method: "DELETE" }),
  order: (family: string, ids: string[]) => request<ProjectsAnswer>("/admin/projects/order", { method: "PUT", json: { family, ids } }),
  addImage: (projectId: string, form: FormData, { onProgress }: Progress = {}) =>
    request<ProjectImageAnswer>(`/admin/projects/${id(projectId)}/images`, { form, onProgress }),
  updateImage: (projectId: string, imageId: string, fields: ProjectImageUpdate) =>
    request<ProjectImageAnswer>(`/admin/projects/${id(projectId)}/images/${id(imageId)}`, { method: "PATCH", json: fields }),
  removeImage: (projectId: string, imageId: string) => request(`/admin/projects/${id(projectId)}/images/${id(imageId)}`, { method: "DELETE" }),
  orderImages: (projectId: string, ids: string[]) =>
    request<ProjectImagesAnswer>(`/admin/projects/${id(projectId)}/images/order`, { method: "PUT", json: { ids } }),
};

export const portfolioApi = {
  /** A page of one tab (the first when none is named), with every tab's count. */
  list: (tab: string, page: number) =>
    request<PortfolioAnswer>(`/admin/portfolio?${new URLSearchParams(tab ? { tab, page: String(page) } : { page: String(page) })}`),
  add: (tab: string, form: FormData, { onProgress }: Progress = {}) =>
    request<PortfolioItemAnswer>(`/admin/portfolio/${id(tab)}/items`, { form, onProgress }),
  update: (itemId: string, form: FormData, { onProgress }: Progress = {}) =>
    request<PortfolioItemAnswer>(`/admin/portfolio/items/${id(itemId)}`, { method: "PATCH", form, onProgress }),
  remove: (itemId: string) => request(`/admin/portfolio/items/${id(itemId)}`, { method: "DELETE" }),
  /** `place`: the ids are the page shown, put in order among their places, or moved to the tab's top or bottom. */
  order: (tab: string, ids: string[], place: "among" | "top" | "bottom") =>
    request<PortfolioItemsAnswer>(`/admin/portfolio/${id(tab)}/order`, { method: "PUT", json: { ids, place } }),
};

/** The portfolio's tabs themselves (src/features/portfolio/tab-routes.ts); their order is the managed lists' order route. */
export const portfolioTabsApi = {
  list: () => request<TabsAnswer>("/admin/portfolio-tabs"),
  add: (tab: TabCreate) => request<TabAnswer>("/admin/portfolio-tabs", { json: tab }),
  update: (tabId: string, changes: TabUpdate) => request<TabAnswer>(`/admin/portfolio-tabs/${id(tabId)}`, { method: "PATCH", json: changes }),
  remove: (tabId: string) => request(`/admin/portfolio-tabs/${id(tabId)}`, { method: "DELETE" }),
  order: (ids: string[]) => request("/admin/portfolio-tabs/order", { method: "PUT", json: { ids } }),
};

const VIDEOS = ADMIN_VIDEOS_PATH.slice(API_BASE.length);

/** The Motion tab's films and its playlist (src/features/videos/admin-routes.ts). */
export const videosApi = {
  list: () => request<AdminVideosAnswer>(VIDEOS),
  add: (film: FilmCreate) => request<FilmAnswer>(`${VIDEOS}/films`, { json: film }),
  rename: (filmId: string, title: string) => request<FilmAnswer>(`${VIDEOS}/films/${id(filmId)}`, { method: "PATCH", json: { title } }),
  remove: (filmId: string) => request(`${VIDEOS}/films/${id(filmId)}`, { method: "DELETE" }),
  order: (ids: string[]) => request<FilmsAnswer>(`${VIDEOS}/films/order`, { method: "PUT", json: { ids } }),
  setPlaylist: (body: PlaylistBody) => request<PlaylistAnswer>(`${VIDEOS}/playlist`, { method: "PUT", json: body }),
  removeKey: () => request<PlaylistAnswer>(`${VIDEOS}/playlist/key`, { method: "DELETE" }),
};

export const servicesApi = {
  list: () => request<ServicesAnswer>("/admin/services"),
  create: (fields: ServiceForm) => request<ServiceAnswer>("/admin/services", { method: "POST", json: fields }),
  change: (serviceId: string, fields: ServiceForm) => request<ServiceAnswer>(`/admin/services/${id(serviceId)}`, { method: "PATCH", json: fields }),
  trash: (serviceId: string) => request(`/admin/services/${id(serviceId)}`, { method: "DELETE" }),
  arrange: (ids: string[]) => request<ServicesAnswer>("/admin/services/order", { method: "PUT", json: { ids } }),
  add: (service: string, form: FormData, { onProgress }: Progress = {}) =>
    request<ServiceCardAnswer>(`/admin/services/${id(service)}/cards`, { form, onProgress }),
  update: (cardId: string, form: FormData, { onProgress }: Progress = {}) =>
    request<ServiceCardAnswer>(`/admin/services/cards/${id(cardId)}`, { method: "PATCH", form, onProgress }),
  remove: (cardId: string) => request(`/admin/services/cards/${id(cardId)}`, { method: "DELETE" }),
  order: (service: string, ids: string[]) => request<ServiceCardsAnswer>(`/admin/services/${id(service)}/order`, { method: "PUT", json: { ids } }),
};

export const setupApi = {
  get: () => request<SetupState>("/admin/setup"),
  finish: (body: SetupBody) => request<SetupAnswer>("/admin/setup", { method: "POST", json: body }),
};

export const studioApi = {
  get: () => request<StudioAnswer>("/admin/studio"),
  save: (studio: Studio) => request<StudioAnswer>("/admin/studio", { method: "PUT", json: studio }),
  uploadMark: (form: FormData, { onProgress }: Progress = {}) => request<MarkAnswer>("/admin/studio/mark", { form, onProgress }),
  removeMark: () => request<MarkAnswer>("/admin/studio/mark", { method: "DELETE" }),
};
