// What a restore checks the restored content against before it commits (src/platform/backup/content-check.ts):
// each list the admin's GET routes answer, read by the same query, with the contract's schema of
// its record and the form that writes it, and the images it shows. A new list adds its line here.
import { Client, NewClientText } from "../client/contract/clients.ts";
import { Logo, LogoForm } from "../client/contract/logos.ts";
import { MotionBody, PortfolioItem, PortfolioItemForm } from "../client/contract/portfolio.ts";
import { Project, ProjectImage, ProjectImageUpdate, ProjectUpdate } from "../client/contract/projects.ts";
import { ServiceCard, ServiceCardForm } from "../client/contract/services.ts";
import { Studio } from "../client/contract/studio.ts";
import { contentCheck } from "./platform/backup/content-check.ts";
import { listClients } from "./features/clients/queries.ts";
import { listLogos } from "./features/logos/queries.ts";
import { getMotionPlaylistId, selectItems } from "./features/portfolio/queries.ts";
import { listProjects } from "./features/projects/queries.ts";
import { listAllServiceCards } from "./features/services/queries.ts";
import { getStudio } from "./features/studio/queries.ts";

export const restoreChecks = [
  contentCheck({ label: "logo", read: listLogos, schema: Logo, form: LogoForm, images: (logo) => [logo.image] }),
  contentCheck({
    label: "client review",
    read: listClients,
    schema: Client,
    form: NewClientText,
    formFields: (client) => ({ clientName: client.name, clientPryTitle: client.primarytitle, clientSryTitle: client.title }),
    images: (client) => [client.profileimg],
  }),
  contentCheck({ label: "project", read: listProjects, schema: Project, form: ProjectUpdate }),
  contentCheck({
    label: "project image",
    read: async (tx) => (await listProjects(tx)).flatMap((project) => project.images),
    schema: ProjectImage,
    form: ProjectImageUpdate,
    images: (image) => [image.image],
  }),
  contentCheck({
    label: "portfolio item",
    read: (tx) => selectItems(tx, { publishedOnly: false }),
    schema: PortfolioItem,
    form: PortfolioItemForm,
    images: (item) => [item.image],
  }),
  contentCheck({ label: "Motion tab's playlist id", read: async (tx) => [{ playlistId: (await getMotionPlaylistId(tx)) ?? "" }], schema: MotionBody }),
  contentCheck({
    label: "service card",
    read: async (tx) => (await listAllServiceCards(tx)).flatMap((service) => service.cards),
    schema: ServiceCard,
    form: ServiceCardForm,
    images: (card) => [card.image],
  }),
  contentCheck({ label: "studio details", read: async (tx) => [await getStudio(tx)], schema: Studio }),
];
