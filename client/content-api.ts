// The admin's calls for the studio's content: projects and their images,
// portfolio tab items, service cards and the studio's details. Answers are the contract's.
import { request } from "./api.ts";
import type { MotionAnswer, PortfolioAnswer, PortfolioItemAnswer, PortfolioItemsAnswer, TabSlug } from "./contract/portfolio.ts";
import type {
  ProjectAnswer,
  ProjectCreate,
  ProjectImageAnswer,
  ProjectImagesAnswer,
  ProjectImageUpdate,
  ProjectsAnswer,
  ProjectUpdate,
} from "./contract/projects.ts";
import type { Family } from "./contract/families.ts";
import type { CardService, ServiceCardAnswer, ServiceCardsAnswer, ServicesAnswer } from "./contract/services.ts";
import type { Studio, StudioAnswer } from "./contract/studio.ts";

type Progress = { onProgress?: (percent: number) => void };
const id = encodeURIComponent;

export const projectsApi = {
  list: () => request<ProjectsAnswer>("/admin/projects"),
  get: (projectId: string) => request<ProjectAnswer>(`/admin/projects/${id(projectId)}`),
  create: (fields: ProjectCreate) => request<ProjectAnswer>("/admin/projects", { json: fields }),
  update: (projectId: string, fields: ProjectUpdate) => request<ProjectAnswer>(`/admin/projects/${id(projectId)}`, { method: "PATCH", json: fields }),
  remove: (projectId: string) => request(`/admin/projects/${id(projectId)}`, { method: "DELETE" }),
  order: (family: Family, ids: string[]) => request<ProjectsAnswer>("/admin/projects/order", { method: "PUT", json: { family, ids } }),
  addImage: (projectId: string, form: FormData, { onProgress }: Progress = {}) =>
    request<ProjectImageAnswer>(`/admin/projects/${id(projectId)}/images`, { form, onProgress }),
  updateImage: (projectId: string, imageId: string, fields: ProjectImageUpdate) =>
    request<ProjectImageAnswer>(`/admin/projects/${id(projectId)}/images/${id(imageId)}`, { method: "PATCH", json: fields }),
  removeImage: (projectId: string, imageId: string) => request(`/admin/projects/${id(projectId)}/images/${id(imageId)}`, { method: "DELETE" }),
  orderImages: (projectId: string, ids: string[]) =>
    request<ProjectImagesAnswer>(`/admin/projects/${id(projectId)}/images/order`, { method: "PUT", json: { ids } }),
};

export const portfolioApi = {
  list: () => request<PortfolioAnswer>("/admin/portfolio"),
  add: (tab: TabSlug, form: FormData, { onProgress }: Progress = {}) =>
    request<PortfolioItemAnswer>(`/admin/portfolio/${id(tab)}/items`, { form, onProgress }),
  update: (itemId: string, form: FormData, { onProgress }: Progress = {}) =>
    request<PortfolioItemAnswer>(`/admin/portfolio/items/${id(itemId)}`, { method: "PATCH", form, onProgress }),
  remove: (itemId: string) => request(`/admin/portfolio/items/${id(itemId)}`, { method: "DELETE" }),
  order: (tab: TabSlug, ids: string[]) => request<PortfolioItemsAnswer>(`/admin/portfolio/${id(tab)}/order`, { method: "PUT", json: { ids } }),
  setPlaylist: (playlistId: string) => request<MotionAnswer>("/admin/portfolio/motion", { method: "PUT", json: { playlistId } }),
};

export const servicesApi = {
  list: () => request<ServicesAnswer>("/admin/services"),
  add: (service: CardService, form: FormData, { onProgress }: Progress = {}) =>
    request<ServiceCardAnswer>(`/admin/services/${id(service)}/cards`, { form, onProgress }),
  update: (cardId: string, form: FormData, { onProgress }: Progress = {}) =>
    request<ServiceCardAnswer>(`/admin/services/cards/${id(cardId)}`, { method: "PATCH", form, onProgress }),
  remove: (cardId: string) => request(`/admin/services/cards/${id(cardId)}`, { method: "DELETE" }),
  order: (service: CardService, ids: string[]) =>
    request<ServiceCardsAnswer>(`/admin/services/${id(service)}/order`, { method: "PUT", json: { ids } }),
};

export const studioApi = {
  get: () => request<StudioAnswer>("/admin/studio"),
  save: (studio: Studio) => request<StudioAnswer>("/admin/studio", { method: "PUT", json: studio }),
};
