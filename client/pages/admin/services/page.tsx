// Each service page's sample work. Web Design and Animation have cards of their own (a live
// site; a film and its breakdown); the four gallery services show their published projects,
// which are edited on the Projects screen.
import { useState } from "react";
import { projectsApi, servicesApi } from "../../../content-api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ItemBoard } from "../../../components/admin/content/item-board.tsx";
import type { LinkField } from "../../../components/admin/content/item-form.tsx";
import { Tabs } from "../../../components/admin/content/tabs.tsx";
import { Thumb } from "../../../components/admin/content/thumb.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import type { Project } from "../../../contract/projects.ts";
import type { Family } from "../../../contract/families.ts";
import {
  CARD_SERVICES,
  SERVICE_MESSAGES,
  ServiceCardForm,
  type CardService,
  type ServiceCard,
  type ServicesAnswer,
} from "../../../contract/services.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { ButtonLink } from "../../../components/admin/button-link.tsx";

/** The links each service with cards of its own puts on them. */
const CARD_LINKS: Record<CardService, LinkField[]> = { WebDesign: ["live"], animation: ["watch", "breakdown"] };
const REQUIRED = { title: SERVICE_MESSAGES.titleRequired, image: SERVICE_MESSAGES.imageRequired };
const hasCards = (slug: Family): slug is CardService => (CARD_SERVICES as readonly Family[]).includes(slug);

type Loaded = Pick<ServicesAnswer, "services"> & { projects: Project[] };

export default function ServicesAdminPage(_props: PageProps) {
  return (
    <AdminShell section="services" title="Services" lead="The sample work on each service page, in your order.">
      <ServicesBoard />
    </AdminShell>
  );
}

function ServicesBoard() {
  const [slug, setSlug] = useState<Family>("WebDesign");
  const loaded = useLoad<Loaded>(
    async () => {
      const [{ services }, { projects }] = await Promise.all([servicesApi.list(), projectsApi.list()]);
      return { services, projects };
    },
    "Failed to load the services",
    "services",
  );
  if (loaded.state === "loading") return <Loading label="Loading services..." />;
  if (loaded.state === "error") {
    return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  }
  const data = loaded.data;
  const service = data.services.find((s) => s.slug === slug) ?? data.services[0]!;
  const published = data.projects.filter((p) => p.family === service.slug && p.status === "published");
  const setCards = (cards: ServiceCard[]) =>
    loaded.set({ ...data, services: data.services.map((s) => (s.slug === service.slug ? { ...s, cards } : s)) });
  const record = ({ message, card }: { message: string; card: ServiceCard }) => ({ message, record: card });
  // The services with cards of their own first: the others are edited on the Projects screen.
  const sorted = [...data.services.filter((s) => hasCards(s.slug)), ...data.services.filter((s) => !hasCards(s.slug))];
  const tabs = sorted.map((s) => ({
    key: s.slug,
    label: s.name,
    count: hasCards(s.slug) ? s.cards.length : data.projects.filter((p) => p.family === s.slug && p.status === "published").length,
  }));

  return (
    <Tabs<Family> label="Service pages" tabs={tabs} current={service.slug} onSelect={setSlug}>
      {hasCards(service.slug) ? (
        <ItemBoard<ServiceCard>
          key={service.slug}
          place={service.name}
          noun="Card"
          schema={ServiceCardForm}
          required={REQUIRED}
          items={service.cards}
          links={CARD_LINKS[service.slug]}
          add={async (form, onProgress) => record(await servicesApi.add(service.slug as CardService, form, { onProgress }))}
          update={async (id, form, onProgress) => record(await servicesApi.update(id, form, { onProgress }))}
          remove={(id) => servicesApi.remove(id)}
          order={(ids) => servicesApi.order(service.slug as CardService, ids)}
          onItems={setCards}
          reload={loaded.reload}
        />
      ) : (
        <ProjectCards name={service.name} projects={published} />
      )}
    </Tabs>
  );
}

function ProjectCards({ name, projects }: { name: string; projects: Project[] }) {
  return (
    <section className="admin-section" aria-labelledby="project-cards-heading">
      <div className="admin-note">
        <h2 id="project-cards-heading">
          {name} shows its published projects <span className="admin-count">{projects.length}</span>
        </h2>
        <p>Each card is a project's cover, title and tagline, linking to its page. Change them, their order or add one on the Projects screen.</p>
        <ButtonLink href="/admin/projects">Go to Projects</ButtonLink>
      </div>
      {projects.length === 0 ? (
        <p className="admin-empty">No published projects yet: the page's sample work is empty until you publish one.</p>
      ) : (
        <ul className="item-rows">
          {projects.map((project) => (
            <li key={project._id} className="item-row">
              <Thumb image={project.cover} />
              <div className="item-row__text">
                <p className="item-row__title">{project.title}</p>
                {project.tagline ? <p className="item-row__caption">{project.tagline}</p> : null}
              </div>
              <div className="admin-card__actions item-row__actions">
                <PrefetchLink href={`/admin/projects/${project._id}`} className="admin-action" aria-label={`Edit the project ${project.title}`}>
                  Edit project
                </PrefetchLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
